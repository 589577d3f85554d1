/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
