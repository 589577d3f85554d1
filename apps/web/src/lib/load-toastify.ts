/**
 * react-toastify, downloaded on first need. A failed download (offline) rejects and is tried again at
 * the next call: the browser does not keep a failed dynamic import.
 */
export const loadToastify = () => import('react-toastify');
