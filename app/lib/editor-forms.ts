/**
 * Where the owner changes a content file: its form in the editor (`npm run edit`,
 * scripts/edit/server.ts, on this port unless PORT says otherwise), by the keys and
 * titles of the content registry, as keystatic.config.ts makes the forms.
 */
import { collections, files, formLabel, settingsFiles } from "#app/content/registry";

export const editorPort = 5180;

/**
 * The form of content/{folder}/{name}.yaml: its title in the editor (an entry of a
 * collection by its `title`, as the editor lists it) and its address.
 */
export function editorForm(file: string, title?: string): { label: string; url: string } {
  const [, folder = "", name = ""] = file.split("/");
  const key = name.replace(/\.yaml$/, "");
  const base = `http://127.0.0.1:${editorPort}/keystatic`;
  if (folder in collections) {
    const { label } = collections[folder as keyof typeof collections];
    return {
      label: `${label}: „${title ?? key}“`,
      url: `${base}/collection/${folder}/item/${key}`,
    };
  }
  const entry =
    folder === "settings" && key in settingsFiles
      ? settingsFiles[key as keyof typeof settingsFiles]
      : files[key as keyof typeof files];
  return {
    label: entry ? formLabel(folder as "pages" | "settings", entry.label) : key,
    url: `${base}/singleton/${key}`,
  };
}
