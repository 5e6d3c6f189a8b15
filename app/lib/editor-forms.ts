/**
 * Where the owner changes a content file: its form in the editor
 * (`npm run edit`, scripts/edit/server.ts, on this port unless PORT says otherwise).
 */
export const editorPort = 5180;

/** The form of content/{folder}/{name}.yaml in Keystatic, by the keys of keystatic.config.ts. */
export function editorForm(file: string): { label: string; url: string } {
  const [, folder = "", name = ""] = file.split("/");
  const key = name.replace(/\.yaml$/, "");
  const base = `http://127.0.0.1:${editorPort}/keystatic`;
  if (folder === "cases" || folder === "services") {
    return { label: key, url: `${base}/collection/${folder}/item/${key}` };
  }
  const singleton =
    folder === "settings" && key !== "site" && key !== "cookie-banner" ? `settings-${key}` : key;
  return { label: key, url: `${base}/singleton/${singleton}` };
}
