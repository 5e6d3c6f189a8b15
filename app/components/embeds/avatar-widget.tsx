import { Video } from "lucide-react";
import type { avatarEmbed } from "#app/content/embeds";
import { AiLauncher } from "./ai-launcher";

/**
 * The streaming avatar of the contact page: its AI label and launcher in the page flow and
 * an empty frame that the shell module (app/shell/avatar.ts) fills after "Alle akzeptieren"
 * or a click. The floating frame carries the AI label too, so it stays beside the avatar
 * wherever the visitor scrolls (AI Act Art. 50). Its size follows the embed's messages (`data-state`):
 * hidden at first, a 200 px circle, or expanded to 366 px high at 16:9
 * (96 % wide and 266 px high below 540 px).
 */
export function AvatarWidget({ texts }: { texts: NonNullable<typeof avatarEmbed> }) {
  return (
    <div data-avatar data-url={texts.url} data-title={texts.iframeTitle}>
      <AiLauncher icon={Video} texts={texts} />
      <div
        data-avatar-frame
        data-state="hidden"
        className="fixed bottom-4 left-4 z-[9999] overflow-hidden bg-surface-strong transition-all duration-100 ease-linear motion-reduce:transition-none data-[state=circle]:visible data-[state=expanded]:visible data-[state=hidden]:invisible data-[state=hidden]:opacity-0 data-[state=circle]:size-[200px] data-[state=hidden]:size-[200px] data-[state=circle]:rounded-full data-[state=hidden]:rounded-full data-[state=circle]:border-2 data-[state=circle]:border-bg data-[state=circle]:shadow-xl data-[state=expanded]:h-[366px] data-[state=expanded]:w-[calc(366px*16/9)] data-[state=expanded]:max-w-[calc(100vw-2rem)] data-[state=expanded]:rounded-lg data-[state=expanded]:shadow-2xl sm:bottom-10 sm:left-10 max-[540px]:data-[state=expanded]:left-1/2 max-[540px]:data-[state=expanded]:h-[266px] max-[540px]:data-[state=expanded]:w-[96%] max-[540px]:data-[state=expanded]:max-w-none max-[540px]:data-[state=expanded]:-translate-x-1/2"
      >
        <span className="pointer-events-none absolute inset-x-0 top-3 z-10 mx-auto w-fit rounded-full bg-bg/90 px-2.5 py-0.5 text-xs font-semibold text-fg shadow">
          {texts.title}
        </span>
      </div>
    </div>
  );
}
