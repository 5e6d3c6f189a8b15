import { ContentError } from "#app/content/files/read-yaml";

/**
 * For scripts: imports what reads the content files, or prints their problems,
 * one line each and once, and exits with code 1: the owner reads the list, not
 * a stack trace (the same as prepareImagesOrExit for the images).
 */
export async function loadContentOrExit<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    console.error(
      `\n${error.problems.length === 1 ? "Ein Problem" : `${error.problems.length} Probleme`} in den Inhaltsdateien: bitte im Editor (npm run edit) oder in der Datei beheben und neu starten.`,
    );
    process.exit(1);
  }
}
