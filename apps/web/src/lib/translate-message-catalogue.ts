/**
 * The catalogue's messages (the parts list's and the garage's answers, the catalogue file's
 * problems), the checkout's (the cart's, the delivery address's, the COD phone code's) and the
 * test card payment's for
 * translate-message.ts, in a table of their own: the contract keeps the catalogue's in modules
 * with its zod schemas, so importing them brings zod, and the checkout's words are for a few pages
 * only. Loaded when a Bangla page first shows a message the main table does not know; it adds
 * itself as it loads.
 */
import {
  accountMessages,
  backOfficeMessages,
  businessAccountMessages,
  calloutFileMessages,
  CATALOGUE_FILE_COLUMNS,
  diagramEditorMessages,
  type CatalogueFileColumn,
  catalogueFileMessages,
  catalogueMessages,
  checkoutMessages,
  groupPriceMessages,
  orderLifecycleMessages,
  productNumberMessages,
  quickOrderMessages,
  quoteMessages,
  returnMessages,
  shopSettingsMessages,
  testCardMessages,
  vatInvoiceMessages,
  vatSettingsMessages,
  vinMessages,
  vitalsMessages,
} from '@motoforge/contract';
import { addMessageTable, defineMessageTable } from './translate-message';

export const CATALOGUE_MESSAGE_TABLES = [
  accountMessages,
  backOfficeMessages,
  businessAccountMessages,
  calloutFileMessages,
  catalogueMessages,
  catalogueFileMessages,
  diagramEditorMessages,
  checkoutMessages,
  groupPriceMessages,
  orderLifecycleMessages,
  productNumberMessages,
  quickOrderMessages,
  quoteMessages,
  returnMessages,
  shopSettingsMessages,
  testCardMessages,
  vatInvoiceMessages,
  vatSettingsMessages,
  vinMessages,
  vitalsMessages,
];

/**
 * The catalogue file's number columns, whose names its messages and Add Product's rules give as
 * labels: `minimumOrder` is "Minimum order" in "Minimum order is required".
 */
const LABELLED_COLUMNS: readonly CatalogueFileColumn[] = ['price', 'minimumOrder', 'availableQuantity'];
const labelOf = (column: string) =>
  column.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

addMessageTable(
  defineMessageTable('messages.catalogue', {
    tables: CATALOGUE_MESSAGE_TABLES,
    labels: Object.fromEntries(
      LABELLED_COLUMNS.filter((column) => CATALOGUE_FILE_COLUMNS.includes(column)).map((column) => [
        `catalogueFileColumns.${column}`,
        labelOf(column),
      ]),
    ),
  }),
);
