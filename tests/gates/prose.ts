/**
 * URLs, site paths, e-mail addresses and numbers are not words. Hyphenated compounds
 * ("Go-to-Market-Strategie", "KI-Prozesse") are right when each part is,
 * so the parts are checked one by one.
 */
export function prose(text: string): string {
  return (
    text
      .replace(/\b(?:https?:\/\/|www\.)\S+/g, " ")
      .replace(/\S+@\S+/g, " ")
      .replace(/(?<![\p{L}\d])\/[\w/-]*/gu, " ")
      .replace(/\b[\w-]+\.(?:com|de|gov|io|example)\b\S*/g, " ")
      .replace(/\d+(?:[.,]\d+)*-/g, " ")
      // A linking s before the hyphen ("Verpackungs-Lösungen") belongs to the compound, not the word.
      .replace(/(\p{L}*(?:ung|heit|keit|schaft|ion|tät|ling|tum))s-(?=\p{L})/gu, "$1 ")
      .replace(/(?<=\p{L})-(?=\p{L})/gu, " ")
  );
}
