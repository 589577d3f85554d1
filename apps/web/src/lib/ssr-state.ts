/** The ids of the page's `<script type="application/json">` state (packages/contract's page-state.ts). */
export { SESSION_STATE_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '@motoforge/contract';
