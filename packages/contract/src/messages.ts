import {
  ORDER_TOTAL_MAX_POISHA,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MAX_PIXELS,
  PHOTO_UPLOAD_TYPES,
  PRODUCT_NUMBER_MIN,
  UNPAID_HOLD_STOCK_PERCENT_MAX,
  UNPAID_ORDERS_PER_ACCOUNT_MAX,
} from './constants.js';
import { formatTaka } from './format-taka.js';
import { messageTable } from './message-codes.js';

/** The most one order may come to, as messages quote it: "৳999,999.99". */
const ORDER_TOTAL_MAX = formatTaka(ORDER_TOTAL_MAX_POISHA / 100);
/** "JPEG, PNG, WebP or GIF". */
const PHOTO_TYPE_NAMES = ((names: string[]) => `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`)(
  PHOTO_UPLOAD_TYPES.map((type) => type.name),
);

/** Validation and outcome texts from docs/product.md#validation and docs/product.md#messages. Tests match them to the letter. */
export const messages = messageTable(
  'messages',
  {
    emailRequired: 'Email is required',
    emailInvalid: 'Provide a valid Email',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be 6 character',
    nameRequired: 'Name is required',
    questionRequired: 'Question is required',
    quantityOutOfRange: 'Quantity must between Minimum order & Available Quantity',
    phoneRequired: 'Phone number is required',
    addressRequired: 'Address is required',
    reviewRequired: 'Review is required',
    ratingRequired: 'Rating is required',
    educationRequired: 'Education is required',
    locationRequired: 'Location is required',
    linkedinRequired: 'linkedin url is required',
    productNameRequired: 'Product Name is required',
    descriptionRequired: 'Description is required',
    photoRequired: 'Photo is required',
    noUserLoggedIn: 'No user is logged in',

    questionAsked: 'Question Asked',
    errorOccurred: 'Error Occurred',
    orderPlaced: 'Your Order Placed',
    orderAlreadyPlaced: 'Order Already placed',
    productShipping: 'Your Product Is being shipped',
    makeAdminFailed: 'Failed to make an admin',
    reviewAdded: 'Review Added.',
    reviewNotAdded: 'Review not Added.',
    profileUpdated: 'Profile Updated',
    productAdded: 'Product added successfully',
    productNotAdded: 'Failed to add Product',

    minimumOrderAboveStock: 'Minimum order may not exceed the available quantity',
    orderTotalTooLarge: `One order can come to at most ${ORDER_TOTAL_MAX}, the most a card payment can take: order fewer`,
    minimumOrderTooCostly: `The minimum order at this price comes to more than ${ORDER_TOTAL_MAX}, the most a card payment can take`,
    imageTypeRefused: `Only ${PHOTO_TYPE_NAMES} photos are accepted`,
    imageTooLarge: `The photo is too large: ${PHOTO_UPLOAD_MAX_BYTES / (1024 * 1024)} MB at most`,
    imageTooManyPixels: `The photo is too large: at most ${PHOTO_UPLOAD_MAX_PIXELS / 1_000_000} megapixels`,
    uploadMalformed: 'The upload was not a complete multipart/form-data body',
    imageUnreadable: 'The photo could not be read; try another file',
    photoStorageUnavailable: 'The photo was not saved: the photo storage is not answering. Please try again shortly.',
    phoneInvalid: 'Provide a valid phone number',
    ratingRange: 'Rating must be from 1 to 5',
    linkedinInvalid: 'Provide a valid URL',
    orderNotFound: 'Order not found',
    notEnoughStock: 'Not enough stock for that quantity',
    orderAlreadyPaid: 'This order is already paid',
    onlyUnpaidOrdersDeletable: 'Only an order that is not paid or confirmed yet can be deleted: cancel it instead',
    paymentNotCompleted: 'The payment has not gone through',
    paymentCancelled: 'This order was deleted or not paid in time, so its payment was cancelled',
    orderBeingPaid: 'This order is being paid right now: try again in a moment',
    tooLong: (max: number) => `Must be at most ${max} characters`,
    textInvalid: 'Must be text',
    notFound: 'Not found',
    partNotFound: 'Part not found',
    tooManyRequests: 'Too many requests, please try again later',
    serverError: 'Something went wrong on our side. Please try again.',
    serviceUnavailable: 'The shop is temporarily unavailable. Please try again shortly.',
    unpaidOrdersLimit: (max: number = UNPAID_ORDERS_PER_ACCOUNT_MAX) =>
      `One account may hold at most ${max} unpaid orders: pay for or delete one to order more`,
    unpaidHoldTooLarge: (most: number) =>
      `One account may hold at most ${UNPAID_HOLD_STOCK_PERCENT_MAX}% of a part's stock unpaid: order at most ${most} now`,
    nameHiddenCharacters: 'A name cannot contain invisible or text-direction characters',
    jsonTooDeep: (max: number) => `The request body is nested too deeply (at most ${max} levels)`,
    paidOrderNotFound: 'No paid order has this transaction id',
    transactionIdRequired: 'Transaction id is required',
    paymentNotFound: 'No such payment',
    photoNotMultipart: 'Send the photo as multipart/form-data',
    valueNotStorable: 'The request contains a value the shop cannot store',
    bodyNotJson: 'The request body is not valid JSON',
    bodyTooLarge: 'The request body is too large',
    contentTypeUnsupported: 'Unsupported content type',
    badRequest: 'Bad request',
    invalidRequest: 'Invalid request',
    noSuchEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  },
  {
    tooLong: ['max'],
    unpaidOrdersLimit: ['max'],
    unpaidHoldTooLarge: ['most'],
    jsonTooDeep: ['max'],
    noSuchEndpoint: ['method', 'path'],
  },
);

/** The names Add Product and the catalogue file give their numbers, as their messages quote them. */
export const PRODUCT_NUMBER_LABELS = {
  minimumOrder: 'Minimum order',
  availableQuantity: 'Available quantity',
  price: 'Price',
} as const;

/** Add Product's rules for its numbers, each said of its field by the field's label. */
export const productNumberMessages = messageTable(
  'productNumber',
  {
    required: (label: string) => `${label} is required`,
    notANumber: (label: string) => `${label} must be a number`,
    tooSmall: (label: string) => `${label} must be at least ${PRODUCT_NUMBER_MIN}`,
    tooLarge: (label: string) => `${label} is too large`,
    notWhole: (label: string) => `${label} must be a whole number`,
    priceDecimals: 'Price may have at most two decimals',
  },
  { required: ['label'], notANumber: ['label'], tooSmall: ['label'], tooLarge: ['label'], notWhole: ['label'] },
);

/** The notices an admin sees after an action on a named thing. */
export const noticeMessages = messageTable(
  'notices',
  {
    orderRemoved: (product: string) => `Order ${product} is removed`,
    productRemoved: (name: string) => `Product ${name} is removed`,
    madeAdmin: (email: string) => `${email} is an admin now`,
  },
  { orderRemoved: ['product'], productRemoved: ['name'], madeAdmin: ['email'] },
);
export const {
  orderRemoved: orderRemovedMessage,
  productRemoved: productRemovedMessage,
  madeAdmin: madeAdminMessage,
} = noticeMessages;

export const authMessages = messageTable(
  'auth',
  {
    signInRequired: 'Please sign in to continue',
    invalidToken: 'Your session has ended. Please sign in again.',
    notYourAccount: 'You can only act for your own account',
    adminOnly: 'Only an admin can do this',
    googleNotConfigured: 'Google sign-in is not set up on this shop yet. Please use your e-mail and password.',
    googleAccountNotLinked:
      'This e-mail already has a password account. Sign in with your password; Google is linked only to verified e-mails.',
    googleFailed: 'Google sign-in did not complete. Please try again.',
    pictureRefused: 'A profile picture must be an image from this shop',
    signInLocked: (minutes: number) =>
      `Too many wrong passwords for this account. For your safety, try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or sign in from a browser you have used before.`,
    signOutIncomplete: 'Sign-out did not complete: you are still signed in.',
    adminPageSignedOut:
      'That page is for admins only, so you have been signed out. Sign in with an admin account to open it.',
    notFromShop: 'This request must come from the shop itself',
    accountDetailsInvalid: 'Invalid account details',
  },
  { signInLocked: ['minutes'] },
);

/**
 * better-auth's refusals that sign-in, sign-up and Google's sign-in can meet, by their `code`, in
 * better-auth's own words: better-auth sends them itself (docs/product.md#messages: the identity provider's
 * message under the form), and apps/api's auth tests check that these are still its words. An
 * English page shows the message as it came; the web app translates it by its code.
 */
export const betterAuthMessages = messageTable('betterAuth', {
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
  INVALID_EMAIL: 'Invalid email',
  INVALID_PASSWORD: 'Invalid password',
  PASSWORD_TOO_SHORT: 'Password too short',
  PASSWORD_TOO_LONG: 'Password too long',
  USER_ALREADY_EXISTS: 'User already exists.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'User already exists. Use another email.',
  EMAIL_NOT_VERIFIED: 'Email not verified',
  FAILED_TO_CREATE_USER: 'Failed to create user',
  FAILED_TO_CREATE_SESSION: 'Failed to create session',
  FAILED_TO_GET_SESSION: 'Failed to get session',
  PROVIDER_NOT_FOUND: 'Provider not found',
  INVALID_ORIGIN: 'Invalid origin',
  MISSING_OR_NULL_ORIGIN: 'Missing or null Origin',
  INVALID_CALLBACK_URL: 'Invalid callbackURL',
  INVALID_ERROR_CALLBACK_URL: 'Invalid errorCallbackURL',
  INVALID_NEW_USER_CALLBACK_URL: 'Invalid newUserCallbackURL',
  INVALID_TOKEN: 'Invalid token',
  TOKEN_EXPIRED: 'Token expired',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Credential account not found',
  SESSION_EXPIRED: 'Session expired. Re-authenticate to perform this action.',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'Cross-site navigation login blocked. This request appears to be a CSRF attack.',
  VALIDATION_ERROR: 'Validation Error',
});
