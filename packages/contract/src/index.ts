export * from './auth.js';
export * from './common.js';
export * from './config.js';
export * from './constants.js';
export * from './messages.js';
export * from './part.js';
export * from './question.js';
export * from './review.js';
