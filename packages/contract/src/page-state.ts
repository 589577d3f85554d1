/**
 * The ids of the `<script type="application/json">` elements a page carries for the app to start
 * from: the data a page was rendered with (the query cache, dehydrated; ADR 003) and, on a page
 * served to a signed-in visitor, get-session's answer for its cookie and the admin flag (ADR 066).
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
export const SESSION_STATE_ELEMENT_ID = 'session-state';

/**
 * JSON that is safe inside a `<script>` element of an HTML page: nothing in it can close the
 * element (`</script>`), open a comment (`<!--`) or end a line in old parsers (U+2028, U+2029).
 */
export const toScriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
