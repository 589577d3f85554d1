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
import { addMessageTable, defineMessageTable, type MessageFunction } from './translate-message';

export const CATALOGUE_MESSAGE_SOURCES = {
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
} as const;

export const CATALOGUE_MESSAGE_FUNCTIONS: Record<string, MessageFunction> = {
  'catalogueMessages.unknownParameter': { values: [['name', 'text']], make: catalogueMessages.unknownParameter },
  'catalogueFileMessages.missingColumn': { values: [['column', 'text']], make: catalogueFileMessages.missingColumn },
  'catalogueFileMessages.unknownColumn': { values: [['column', 'text']], make: catalogueFileMessages.unknownColumn },
  'catalogueFileMessages.repeatedColumn': { values: [['column', 'text']], make: catalogueFileMessages.repeatedColumn },
  'catalogueFileMessages.cellCount': {
    values: [
      ['found', 'number'],
      ['expected', 'number'],
    ],
    make: catalogueFileMessages.cellCount,
  },
  'catalogueFileMessages.skuRepeated': {
    values: [
      ['sku', 'text'],
      ['row', 'number'],
    ],
    make: catalogueFileMessages.skuRepeated,
  },
  'catalogueFileMessages.categoryUnknown': { values: [['slug', 'text']], make: catalogueFileMessages.categoryUnknown },
  'catalogueFileMessages.required': { values: [['label', 'label']], make: catalogueFileMessages.required },
  'catalogueFileMessages.numberInvalid': { values: [['label', 'label']], make: catalogueFileMessages.numberInvalid },
  'catalogueFileMessages.fitmentInvalid': { values: [['entry', 'text']], make: catalogueFileMessages.fitmentInvalid },
  'catalogueFileMessages.fitmentYears': { values: [['entry', 'text']], make: catalogueFileMessages.fitmentYears },
  'catalogueFileMessages.fitmentRepeated': { values: [['entry', 'text']], make: catalogueFileMessages.fitmentRepeated },
  'catalogueFileMessages.oldNumberInvalid': {
    values: [['entry', 'text']],
    make: catalogueFileMessages.oldNumberInvalid,
  },
  'catalogueFileMessages.oldNumberOwn': { values: [['entry', 'text']], make: catalogueFileMessages.oldNumberOwn },
  'catalogueFileMessages.oldNumberLive': { values: [['entry', 'text']], make: catalogueFileMessages.oldNumberLive },
  'catalogueFileMessages.fitmentVehicleUnknown': {
    values: [['entry', 'text']],
    make: catalogueFileMessages.fitmentVehicleUnknown,
  },
  'catalogueFileMessages.fitmentOutsideVehicleYears': {
    values: [
      ['entry', 'text'],
      ['yearFrom', 'number'],
      ['yearTo', 'number'],
    ],
    make: catalogueFileMessages.fitmentOutsideVehicleYears,
  },
  'catalogueFileMessages.rejected': {
    values: [['rowCount', 'number']],
    make: catalogueFileMessages.rejected,
    singular: 'rowCount',
  },
  'catalogueFileMessages.imported': {
    values: [
      ['created', 'number'],
      ['updated', 'number'],
    ],
    make: (created: number, updated: number) => catalogueFileMessages.imported({ created, updated }),
    singular: 'created',
  },
  'calloutFileMessages.positionInvalid': { values: [['column', 'text']], make: calloutFileMessages.positionInvalid },
  'calloutFileMessages.rejected': {
    values: [['rows', 'number']],
    make: calloutFileMessages.rejected,
    singular: 'rows',
  },
  'checkoutMessages.cartTooLong': { values: [['max', 'number']], make: checkoutMessages.cartTooLong },
  'checkoutMessages.codTooLarge': { values: [['max', 'number']], make: checkoutMessages.codTooLarge },
  'checkoutMessages.partNoLongerSold': { values: [['name', 'text']], make: checkoutMessages.partNoLongerSold },
  'checkoutMessages.partQuantityNow': { values: [['name', 'text']], make: checkoutMessages.partQuantityNow },
  'productNumberMessages.required': { values: [['label', 'label']], make: productNumberMessages.required },
  'productNumberMessages.notANumber': { values: [['label', 'label']], make: productNumberMessages.notANumber },
  'productNumberMessages.tooSmall': { values: [['label', 'label']], make: productNumberMessages.tooSmall },
  'productNumberMessages.tooLarge': { values: [['label', 'label']], make: productNumberMessages.tooLarge },
  'productNumberMessages.notWhole': { values: [['label', 'label']], make: productNumberMessages.notWhole },
  'returnMessages.notePickupBooked': {
    values: [
      ['courier', 'text'],
      ['reference', 'text'],
    ],
    make: returnMessages.notePickupBooked,
  },
  'returnMessages.notePickupFailed': { values: [['courier', 'text']], make: returnMessages.notePickupFailed },
  'orderLifecycleMessages.courierNotSetUp': {
    values: [['courier', 'text']],
    make: orderLifecycleMessages.courierNotSetUp,
  },
  'orderLifecycleMessages.courierUnavailable': {
    values: [['courier', 'text']],
    make: orderLifecycleMessages.courierUnavailable,
  },
  'orderLifecycleMessages.courierRefused': {
    values: [['courier', 'text']],
    make: orderLifecycleMessages.courierRefused,
  },
  'orderLifecycleMessages.courierHasParcel': {
    values: [['courier', 'text']],
    make: orderLifecycleMessages.courierHasParcel,
  },
  'checkoutMessages.phoneCodeTooSoon': { values: [['seconds', 'number']], make: checkoutMessages.phoneCodeTooSoon },
  'vinMessages.vinLength': { values: [['length', 'number']], make: vinMessages.vinLength },
  'vinMessages.vinLetterForbidden': {
    values: [
      ['letter', 'text'],
      ['position', 'number'],
    ],
    make: vinMessages.vinLetterForbidden,
  },
  'vinMessages.vinCharacterInvalid': {
    values: [
      ['character', 'text'],
      ['position', 'number'],
    ],
    make: vinMessages.vinCharacterInvalid,
  },
  'vinMessages.vinYearInvalid': { values: [['character', 'text']], make: vinMessages.vinYearInvalid },
  'vinMessages.patternMakerMismatch': {
    values: [
      ['wmi', 'text'],
      ['make', 'text'],
    ],
    make: vinMessages.patternMakerMismatch,
  },
  'vinMessages.fileRowRepeated': { values: [['row', 'number']], make: vinMessages.fileRowRepeated },
  'groupPriceMessages.partUnknown': { values: [['sku', 'text']], make: groupPriceMessages.partUnknown },
  'groupPriceMessages.categoryUnknown': { values: [['slug', 'text']], make: groupPriceMessages.categoryUnknown },
  'groupPriceMessages.belowMinimum': { values: [['minimum', 'number']], make: groupPriceMessages.belowMinimum },
  'quoteMessages.expired': { values: [['date', 'text']], make: quoteMessages.expired },
  'quickOrderMessages.stockShort': { values: [['available', 'number']], make: quickOrderMessages.stockShort },
  'quickOrderMessages.quantityInvalid': {
    values: [
      ['min', 'number'],
      ['max', 'number'],
    ],
    make: quickOrderMessages.quantityInvalid,
  },
  'quickOrderMessages.repeated': { values: [['line', 'number']], make: quickOrderMessages.repeated },
  'quickOrderMessages.tooManyLines': { values: [['max', 'number']], make: quickOrderMessages.tooManyLines },
  'quickOrderMessages.textTooLong': { values: [['max', 'number']], make: quickOrderMessages.textTooLong },
};

/**
 * The catalogue file's number columns, whose names its messages and Add Product's rules give as
 * labels: `minimumOrder` is "Minimum order" in "Minimum order is required".
 */
const LABELLED_COLUMNS: readonly CatalogueFileColumn[] = ['price', 'minimumOrder', 'availableQuantity'];
const labelOf = (column: string) =>
  column.replace(/[A-Z]/g, (capital) => ` ${capital.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

addMessageTable(
  defineMessageTable('messages.catalogue', {
    sources: CATALOGUE_MESSAGE_SOURCES,
    functions: CATALOGUE_MESSAGE_FUNCTIONS,
    labels: Object.fromEntries(
      LABELLED_COLUMNS.filter((column) => CATALOGUE_FILE_COLUMNS.includes(column)).map((column) => [
        `catalogueFileColumns.${column}`,
        labelOf(column),
      ]),
    ),
  }),
);
