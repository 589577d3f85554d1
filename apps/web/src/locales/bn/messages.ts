import type { Catalogue } from '@/lib/i18n';

/**
 * The contract's messages (validation, the API's answers) shown in the app, in Bangla: see
 * ./index.ts.
 *
 * In `messages`, each id is the name the English is exported under in the contract
 * (lib/translate-message.ts). `{name}` is a value of the message (a count, a product's name);
 * `{1}`, `{2}`… are the English text's own numbers in order, shown in Bengali digits; `{1:en}`
 * keeps a number as English writes it, for an example of what to type.
 */
export const messages: Catalogue = {
  messages: {
    'messages.emailRequired': 'ইমেইল দিতে হবে',
    'messages.emailInvalid': 'সঠিক ইমেইল দিন',
    'messages.passwordRequired': 'পাসওয়ার্ড দিতে হবে',
    'messages.passwordTooShort': 'পাসওয়ার্ড কমপক্ষে {1} অক্ষরের হতে হবে',
    'messages.nameRequired': 'নাম দিতে হবে',
    'messages.questionRequired': 'প্রশ্ন লিখতে হবে',
    'messages.quantityOutOfRange': 'পরিমাণ সর্বনিম্ন অর্ডার ও মজুদ পরিমাণের মধ্যে হতে হবে',
    'messages.phoneRequired': 'ফোন নম্বর দিতে হবে',
    'messages.addressRequired': 'ঠিকানা দিতে হবে',
    'messages.reviewRequired': 'রিভিউ লিখতে হবে',
    'messages.ratingRequired': 'রেটিং দিতে হবে',
    'messages.educationRequired': 'শিক্ষাগত যোগ্যতা দিতে হবে',
    'messages.locationRequired': 'অবস্থান দিতে হবে',
    'messages.linkedinRequired': 'LinkedIn লিংক দিতে হবে',
    'messages.productNameRequired': 'পণ্যের নাম দিতে হবে',
    'messages.descriptionRequired': 'বিবরণ দিতে হবে',
    'messages.photoRequired': 'ছবি দিতে হবে',
    'messages.noUserLoggedIn': 'কেউ লগইন করা নেই',
    'messages.questionAsked': 'প্রশ্ন পাঠানো হয়েছে',
    'messages.errorOccurred': 'একটি সমস্যা হয়েছে',
    'messages.orderPlaced': 'আপনার অর্ডার দেওয়া হয়েছে',
    'messages.orderAlreadyPlaced': 'অর্ডারটি আগেই দেওয়া হয়েছে',
    'messages.productShipping': 'আপনার পণ্য পাঠানো হচ্ছে',
    'messages.makeAdminFailed': 'অ্যাডমিন বানানো যায়নি',
    'messages.reviewAdded': 'রিভিউ যোগ হয়েছে।',
    'messages.reviewNotAdded': 'রিভিউ যোগ হয়নি।',
    'messages.profileUpdated': 'প্রোফাইল আপডেট হয়েছে',
    'messages.productAdded': 'পণ্য সফলভাবে যোগ হয়েছে',
    'messages.productNotAdded': 'পণ্য যোগ করা যায়নি',
    'messages.minimumOrderAboveStock': 'সর্বনিম্ন অর্ডার মজুদ পরিমাণের বেশি হতে পারে না',
    'messages.orderTotalTooLarge':
      'একটি অর্ডারের মোট দাম সর্বোচ্চ {1} হতে পারে, কার্ডে এর বেশি পরিশোধ করা যায় না: পরিমাণ কমিয়ে অর্ডার দিন',
    'messages.minimumOrderTooCostly':
      'এই দামে সর্বনিম্ন অর্ডারের মোট দাম {1}-এর বেশি হয়ে যায়, কার্ডে এর বেশি পরিশোধ করা যায় না',
    'messages.imageTypeRefused': 'শুধু JPEG, PNG, WebP বা GIF ছবি নেওয়া হয়',
    'messages.imageTooLarge': 'ছবিটি খুব বড়: সর্বোচ্চ {1} MB',
    'messages.imageTooManyPixels': 'ছবিটি খুব বড়: সর্বোচ্চ {1} মেগাপিক্সেল',
    'messages.uploadMalformed': 'আপলোডটি সম্পূর্ণ পৌঁছায়নি (অসম্পূর্ণ multipart/form-data বডি)',
    'messages.imageUnreadable': 'ছবিটি পড়া যায়নি; অন্য একটি ফাইল দিয়ে চেষ্টা করুন',
    'messages.photoStorageUnavailable': 'ছবিটি রাখা হয়নি: ছবির স্টোরেজ এখন সাড়া দিচ্ছে না। একটু পরে আবার চেষ্টা করুন।',
    'messages.phoneInvalid': 'সঠিক ফোন নম্বর দিন',
    'messages.ratingRange': 'রেটিং {1} থেকে {2}-এর মধ্যে হতে হবে',
    'messages.linkedinInvalid': 'সঠিক লিংক (URL) দিন',
    'messages.orderNotFound': 'অর্ডারটি পাওয়া যায়নি',
    'messages.notEnoughStock': 'এই পরিমাণের জন্য যথেষ্ট স্টক নেই',
    'messages.orderAlreadyPaid': 'এই অর্ডারের দাম আগেই পরিশোধ করা হয়েছে',
    'messages.onlyUnpaidOrdersDeletable':
      'শুধু যে অর্ডার এখনো পরিশোধিত বা নিশ্চিত হয়নি, সেটিই মুছে ফেলা যায়: এর বদলে বাতিল করুন',
    'messages.paymentNotCompleted': 'পেমেন্ট সম্পন্ন হয়নি',
    'messages.paymentCancelled': 'এই অর্ডারটি মুছে ফেলা হয়েছে বা সময়মতো পরিশোধ করা হয়নি, তাই এর পেমেন্ট বাতিল করা হয়েছে',
    'messages.orderBeingPaid': 'এই অর্ডারের পেমেন্ট এখন চলছে: একটু পরে আবার চেষ্টা করুন',
    'messages.tooLong': 'সর্বোচ্চ {max} অক্ষর লেখা যাবে',
    'messages.textInvalid': 'লেখা হিসেবে দিতে হবে',
    'messages.notFound': 'পাওয়া যায়নি',
    'messages.partNotFound': 'পার্টসটি পাওয়া যায়নি',
    'messages.tooManyRequests': 'অনেক বেশি অনুরোধ এসেছে, একটু পরে আবার চেষ্টা করুন',
    'messages.serverError': 'আমাদের দিকে কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।',
    'messages.serviceUnavailable': 'শপটি সাময়িকভাবে বন্ধ আছে। একটু পরে আবার চেষ্টা করুন।',
    'messages.unpaidOrdersLimit':
      'একটি অ্যাকাউন্টে সর্বোচ্চ {max}টি অপরিশোধিত অর্ডার রাখা যায়: আরও অর্ডার দিতে একটির দাম পরিশোধ করুন বা একটি মুছে ফেলুন',
    'messages.unpaidHoldTooLarge':
      'একটি অ্যাকাউন্ট কোনো পার্টসের স্টকের সর্বোচ্চ {1}% অপরিশোধিত রাখতে পারে: এখন সর্বোচ্চ {most}টি অর্ডার দিন',
    'messages.nameHiddenCharacters': 'নামে অদৃশ্য বা লেখার দিক বদলানোর অক্ষর থাকতে পারবে না',
    'messages.jsonTooDeep': 'অনুরোধের বডিতে খুব বেশি স্তর আছে (সর্বোচ্চ {max}টি স্তর)',
    'messages.paidOrderNotFound': 'এই লেনদেন আইডির কোনো পরিশোধিত অর্ডার নেই',
    'messages.transactionIdRequired': 'লেনদেন আইডি দিতে হবে',
    'messages.paymentNotFound': 'এমন কোনো পেমেন্ট নেই',
    'messages.photoNotMultipart': 'ছবিটি multipart/form-data হিসেবে পাঠান',
    'messages.valueNotStorable': 'অনুরোধে এমন একটি মান আছে যা শপে রাখা যায় না',
    'messages.bodyNotJson': 'অনুরোধের বডি সঠিক JSON নয়',
    'messages.bodyTooLarge': 'অনুরোধের বডি খুব বড়',
    'messages.contentTypeUnsupported': 'এই ধরনের কনটেন্ট নেওয়া হয় না',
    'messages.badRequest': 'অনুরোধটি সঠিক নয়',
    'messages.invalidRequest': 'অনুরোধটি সঠিক নয়',
    'messages.noSuchEndpoint': 'এমন কোনো এন্ডপয়েন্ট নেই: {method} {path}',

    'notices.orderRemoved': 'অর্ডার {product} সরানো হয়েছে',
    'notices.productRemoved': 'পণ্য {name} সরানো হয়েছে',
    'notices.madeAdmin': '{email} এখন একজন অ্যাডমিন',

    'auth.signInRequired': 'চালিয়ে যেতে সাইন ইন করুন',
    'auth.invalidToken': 'আপনার সেশন শেষ হয়ে গেছে। আবার সাইন ইন করুন।',
    'auth.notYourAccount': 'আপনি শুধু নিজের অ্যাকাউন্টের জন্য এটি করতে পারেন',
    'auth.adminOnly': 'এটি শুধু একজন অ্যাডমিন করতে পারেন',
    'auth.googleNotConfigured': 'এই শপে এখনো Google দিয়ে সাইন ইন চালু করা হয়নি। আপনার ইমেইল ও পাসওয়ার্ড ব্যবহার করুন।',
    'auth.googleAccountNotLinked':
      'এই ইমেইলে আগে থেকেই পাসওয়ার্ডসহ একটি অ্যাকাউন্ট আছে। পাসওয়ার্ড দিয়ে সাইন ইন করুন; Google শুধু যাচাই করা ইমেইলের সাথে যুক্ত হয়।',
    'auth.googleFailed': 'Google দিয়ে সাইন ইন সম্পন্ন হয়নি। আবার চেষ্টা করুন।',
    'auth.pictureRefused': 'প্রোফাইল ছবি এই শপেরই একটি ছবি হতে হবে',
    'auth.signInLocked':
      'এই অ্যাকাউন্টে অনেকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। আপনার নিরাপত্তার জন্য {minutes} মিনিট পরে আবার চেষ্টা করুন, অথবা আগে ব্যবহার করেছেন এমন কোনো ব্রাউজার থেকে সাইন ইন করুন।',
    'auth.signOutIncomplete': 'সাইন আউট সম্পন্ন হয়নি: আপনি এখনো সাইন ইন করা আছেন।',
    'auth.adminPageSignedOut':
      'পেজটি শুধু অ্যাডমিনদের জন্য, তাই আপনাকে সাইন আউট করা হয়েছে। এটি খুলতে একটি অ্যাডমিন অ্যাকাউন্ট দিয়ে সাইন ইন করুন।',
    'auth.notFromShop': 'এই অনুরোধটি শপ থেকেই আসতে হবে',
    'auth.accountDetailsInvalid': 'অ্যাকাউন্টের তথ্য সঠিক নয়',

    // better-auth's refusals, by their code (lib/translate-message.ts's byBetterAuthCode).
    'betterAuth.INVALID_EMAIL_OR_PASSWORD': 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
    'betterAuth.INVALID_EMAIL': 'ইমেইলটি সঠিক নয়',
    'betterAuth.INVALID_PASSWORD': 'পাসওয়ার্ডটি সঠিক নয়',
    'betterAuth.PASSWORD_TOO_SHORT': 'পাসওয়ার্ডটি খুব ছোট',
    'betterAuth.PASSWORD_TOO_LONG': 'পাসওয়ার্ডটি খুব বড়',
    'betterAuth.USER_ALREADY_EXISTS': 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।',
    'betterAuth.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL': 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে। অন্য একটি ইমেইল দিন।',
    'betterAuth.EMAIL_NOT_VERIFIED': 'ইমেইলটি এখনো যাচাই করা হয়নি',
    'betterAuth.FAILED_TO_CREATE_USER': 'অ্যাকাউন্ট খোলা যায়নি',
    'betterAuth.FAILED_TO_CREATE_SESSION': 'সাইন ইন সম্পন্ন করা যায়নি',
    'betterAuth.FAILED_TO_GET_SESSION': 'আপনার সেশন পাওয়া যায়নি',
    'betterAuth.PROVIDER_NOT_FOUND': 'এভাবে সাইন ইন করার ব্যবস্থা এই শপে নেই',
    'betterAuth.INVALID_ORIGIN': 'অনুরোধটি অচেনা ঠিকানা থেকে এসেছে',
    'betterAuth.MISSING_OR_NULL_ORIGIN': 'অনুরোধটি কোথা থেকে এসেছে, তা জানা যায়নি',
    'betterAuth.INVALID_CALLBACK_URL': 'ফিরে আসার ঠিকানাটি সঠিক নয়',
    'betterAuth.INVALID_ERROR_CALLBACK_URL': 'সমস্যা হলে ফিরে আসার ঠিকানাটি সঠিক নয়',
    'betterAuth.INVALID_NEW_USER_CALLBACK_URL': 'নতুন অ্যাকাউন্টের জন্য ফিরে আসার ঠিকানাটি সঠিক নয়',
    'betterAuth.INVALID_TOKEN': 'লিংকটি আর কাজ করে না। নতুন একটি লিংক চান।',
    'betterAuth.TOKEN_EXPIRED': 'লিংকটির মেয়াদ শেষ। নতুন একটি লিংক চান।',
    'betterAuth.CREDENTIAL_ACCOUNT_NOT_FOUND': 'এই অ্যাকাউন্টে কোনো পাসওয়ার্ড নেই',
    'betterAuth.SESSION_EXPIRED': 'নিরাপত্তার জন্য আবার সাইন ইন করে চেষ্টা করুন।',
    'betterAuth.CROSS_SITE_NAVIGATION_LOGIN_BLOCKED':
      'অন্য একটি সাইট থেকে আসা এই সাইন ইন আটকানো হয়েছে। শপের পেজ থেকেই সাইন ইন করুন।',
    'betterAuth.VALIDATION_ERROR': 'পাঠানো তথ্য সঠিক নয়',

    'apiClient.connectionFailed': 'শপের সাথে যোগাযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    'apiClient.requestFailed': 'অনুরোধটি সফল হয়নি ({status})',
  },
};
