import type { Catalogue } from '@/lib/i18n';

/**
 * The Bangla of the components of features/payments shown on the payment page's outcomes
 * (locales/bn/payments.ts).
 */
export const bn: Catalogue = {
  'payments.orderNotFound': {
    title: 'অর্ডারটি পাওয়া যায়নি',
    noSuchOrder: 'এই ঠিকানায় আপনার কোনো অর্ডার নেই: হয়তো এটি মুছে ফেলা হয়েছে, অথবা লিংকটি ভুল।',
    backToMyOrders: 'আমার অর্ডারে ফিরে যান',
  },
  'payments.paymentOutcome': {
    transactionId: 'লেনদেন আইডি',
    myOrders: 'আমার অর্ডার',
  },
  'payments.payByNotice': {
    payBy:
      'অনুগ্রহ করে {date}-এর মধ্যে পেমেন্ট করুন: তখনও পেমেন্ট না হওয়া অর্ডার বাতিল হয়ে যায়, আর এর পার্টস আবার বিক্রির জন্য ফিরে যায়।',
  },
  'payments.shopOrderSummary': {
    yourOrder: 'আপনার অর্ডার',
    orderNumber: 'অর্ডার {number}',
    deliverTo: 'যেখানে পৌঁছাবে',
  },
  'payments.orderAdvance': {
    heading: 'ডেলিভারি চার্জ আগাম পরিশোধ হয়েছে',
    dueHeading: 'এই অর্ডার নিশ্চিত করতে ডেলিভারি চার্জ পরিশোধ করুন',
    dueIntro:
      'ডেলিভারি চার্জ অনলাইনে পরিশোধ হলে শপ এই ক্যাশ অন ডেলিভারি অর্ডারটি নিশ্চিত করে। বাকি টাকা আপনি পার্সেল হাতে পেয়ে নগদে দেবেন।',
    advance: 'অনলাইনে পরিশোধ করা ডেলিভারি চার্জ',
    advanceDue: 'অনলাইনে পরিশোধের ডেলিভারি চার্জ',
    paidOn: '{date}-এ পরিশোধ হয়েছে',
    notPaid: 'এখনো পরিশোধ হয়নি',
    cashDue: 'পার্সেল হাতে পেয়ে নগদে দিতে হবে',
    restInCash: 'তারপর পার্সেল হাতে পেয়ে নগদে',
    pay: 'ডেলিভারি চার্জ পরিশোধ করুন ({amount})',
    notPaidBack: 'পেমেন্টটি সম্পন্ন হয়নি: ডেলিভারি চার্জ এখনো বাকি।',
  },
  'payments.onlinePayment': {
    payOnlineHeading: 'অনলাইনে পেমেন্ট',
    payOnlineIntro:
      'SSLCommerz-এর নিরাপদ পেজে কার্ড, বিকাশ, নগদ বা রকেটে পেমেন্ট করুন; পেমেন্টের পরে এটি আপনাকে এখানে ফিরিয়ে আনবে।',
    payOnline: 'অনলাইনে পেমেন্ট করুন (SSLCommerz)',
    totalPayable: 'মোট পরিশোধযোগ্য',
    heldHeading: 'শপ আপনার পেমেন্টটি যাচাই করছে',
    held: 'SSLCommerz এই পেমেন্টটি গ্রহণের আগে শপকে যাচাই করতে বলেছে। আপনার অর্ডার রাখা আছে, আবার পেমেন্ট করতে হবে না: শপ পেমেন্টটি গ্রহণ করলে এখানে এটি পরিশোধিত দেখাবে।',
    unconfirmedHeading: 'আপনার পেমেন্ট এখনো নিশ্চিত হয়নি',
    unconfirmed:
      'পেমেন্ট করে থাকলে SSLCommerz সাধারণত এক মিনিটের মধ্যে তা নিশ্চিত করে, তখন এই পেজে তা দেখাবে। পেমেন্ট না করে থাকলে এখন করতে পারেন।',
    checkAgain: 'আবার দেখুন',
    failedHeading: 'পেমেন্টটি সম্পন্ন হয়নি',
    failed: 'আপনার অর্ডার রাখা আছে আর এর পার্টস আপনার জন্য রাখা আছে: আবার চেষ্টা করতে পারেন।',
    cancelledHeading: 'আপনি পেমেন্টটি বাতিল করেছেন',
    cancelled: 'আপনার অর্ডার রাখা আছে আর এর পার্টস আপনার জন্য রাখা আছে: যখন সুবিধা হয় পেমেন্ট করুন।',
    refused: 'শপ আপনার আগের পেমেন্টটি গ্রহণ করেনি, SSLCommerz টাকাটি ফেরত দিচ্ছে। আপনি আবার পেমেন্ট করতে পারেন।',
  },
  'payments.confirmCashOnDelivery': {
    toPaymentPage: 'এর পেমেন্ট পেজে যান',
    heading: 'আপনার ফোন নম্বর নিশ্চিত করুন',
    orderNumber: 'অর্ডার {number}',
    codeSent: '{phone} নম্বরে SMS করে {length} অঙ্কের একটি কোড পাঠানো হয়েছে।',
    typeIt:
      'ক্যাশ অন ডেলিভারি অর্ডারটি নিশ্চিত করতে কোডটি এখানে লিখুন। {minutes} মিনিটের মধ্যে নিশ্চিত না হওয়া অর্ডার বাতিল হয়ে যায়।',
    code: 'SMS-এর কোড',
    confirm: 'নিশ্চিত করুন',
    noCode: 'SMS পাননি?',
    sendNewCode: 'নতুন কোড পাঠান',
    newCodeSent: 'নতুন একটি কোড পাঠানো হচ্ছে: সবশেষেরটি লিখুন।',
    confirmed: 'আপনার অর্ডার নিশ্চিত হয়েছে: পণ্য হাতে পেয়ে কুরিয়ারকে টাকা দিন',
    confirmedNext: 'আমার অর্ডার থেকে এর খোঁজ রাখতে পারেন।',
    totalOnDelivery: 'ডেলিভারির সময় দিতে হবে',
    myOrders: 'আমার অর্ডার',
  },
};
