/**
 * A button of a service leads to /kontakt?thema=KEY: this chooses that topic
 * in the form's select (the page is static HTML, so the address cannot choose
 * it at build time). An unknown key leaves the select as it is. Without
 * JavaScript the select stays on "Noch offen" and the visitor chooses
 * (docs/decisions/052-one-conversation-topics.md).
 */
export function initTopic(root: ParentNode = document, search = location.search): void {
  const topic = new URLSearchParams(search).get("thema");
  if (!topic) return;
  root.querySelectorAll<HTMLSelectElement>('select[name="topic"]').forEach((select) => {
    if ([...select.options].some((option) => option.value === topic)) select.value = topic;
  });
}
