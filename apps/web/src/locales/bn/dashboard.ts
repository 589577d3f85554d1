import type { Catalogue } from '@/lib/i18n';

/** The dashboard and the admin pages (features/dashboard, users, app/routes/dashboard), in Bangla: see ./index.ts. */
export const dashboard: Catalogue = {
  'dashboard.layout': {
    openMenu: 'ড্যাশবোর্ড মেনু খুলুন',
    menu: 'ড্যাশবোর্ড মেনু',
    closeMenu: 'ড্যাশবোর্ড মেনু বন্ধ করুন',
    dashboard: 'ড্যাশবোর্ড',
  },
  'dashboard.menu': {
    dashboard: 'ড্যাশবোর্ড',
    profile: 'ব্যক্তিগত তথ্য',
    myOrder: 'আমার অর্ডার',
    quickOrder: 'দ্রুত অর্ডার',
    review: 'রিভিউ দিন',
    manageOrders: 'সব অর্ডার পরিচালনা',
    sales: 'বিক্রি',
    addProduct: 'পণ্য যোগ করুন',
    manageProducts: 'সব পণ্য পরিচালনা',
    lowStock: 'কম স্টক',
    catalogueFile: 'ক্যাটালগ ফাইল',
    questions: 'প্রশ্ন',
    outbox: 'আউটবক্স',
    jobs: 'কাজ',
    vitals: 'আসল গতি',
    makeAdmin: 'অ্যাডমিন বানান',
    settings: 'সেটিংস',
  },
  'dashboard.welcome': {
    welcome: 'আপনার ড্যাশবোর্ডে স্বাগতম, {name}',
    customerPurpose:
      'আপনার অর্ডারের খোঁজ রাখুন, কার্ডে পেমেন্ট করুন, অন্য রাইডারদের আপনার মতামত জানান আর আপনার তথ্য হালনাগাদ রাখুন।',
    adminPurpose:
      'পেমেন্ট হওয়া অর্ডার শিপিংয়ের জন্য অনুমোদন করুন, ক্যাটালগ ও স্টক হালনাগাদ রাখুন, রাইডারদের প্রশ্ন পড়ুন আর নতুন অ্যাডমিন বানান।',
    profile: 'ব্যক্তিগত তথ্য',
  },
  'dashboard.indexPage': {
    title: 'ড্যাশবোর্ড',
  },
  'dashboard.profilePage': {
    title: 'ব্যক্তিগত তথ্য',
  },
  'dashboard.myOrdersPage': {
    title: 'আমার অর্ডার',
  },
  'dashboard.paymentPage': {
    title: 'পেমেন্ট',
  },
  'dashboard.orderConfirmPage': {
    title: 'আপনার অর্ডার নিশ্চিত করুন',
  },
  'dashboard.reviewPage': {
    title: 'রিভিউ দিন',
    intro: 'আপনার পার্টস কেমন সার্ভিস দিয়েছে, অন্য রাইডারদের জানান।',
  },
  'dashboard.manageOrdersPage': {
    title: 'সব অর্ডার পরিচালনা',
  },
  'dashboard.addProductPage': {
    title: 'পণ্য যোগ করুন',
  },
  'dashboard.editProductPage': {
    title: 'পণ্য সম্পাদনা',
    heading: '{name} সম্পাদনা',
  },
  'dashboard.lowStockPage': {
    title: 'কম স্টক',
    intro: 'যেসব পণ্যের স্টক তার কম-স্টক সীমায় বা তার নিচে নেমেছে। কোনো পণ্যের সীমা তার সম্পাদনা পাতায় ঠিক করুন।',
  },
  'dashboard.manageProductsPage': {
    title: 'সব পণ্য পরিচালনা',
    inBulk: 'একসাথে অনেক পার্টস: {link} পাতায় পুরো ক্যাটালগ CSV হিসেবে এক্সপোর্ট বা ইমপোর্ট করুন।',
    catalogueFile: 'ক্যাটালগ ফাইল',
  },
  'dashboard.catalogueFilePage': {
    title: 'ক্যাটালগ ফাইল',
  },
  'dashboard.questionsPage': {
    title: 'প্রশ্ন',
  },
  'dashboard.outboxPage': {
    title: 'আউটবক্স',
    intro: 'শপ যত SMS ও ইমেইল পাঠিয়েছে, নতুনগুলো আগে, গেটওয়ে কী উত্তর দিয়েছে তা সহ।',
  },
  'dashboard.vitalsPage': {
    title: 'আসল গতি',
    intro:
      'আসল ক্রেতাদের কাছে শপ কত দ্রুত: কিছু ভিজিটের নমুনা জানায় পাতার মূল অংশ দেখাতে কত সময় লেগেছে (LCP), একটি ট্যাপের জবাব দিতে কত সময় (INP), আর লোড হওয়ার সময় পাতা কতটা সরে গেছে (CLS)। প্রতিটি সংখ্যা ৭৫তম পার্সেন্টাইল: প্রতি চারটি ভিজিটের তিনটি অন্তত এর মতো ভালো করেছে।',
  },
  'dashboard.vitals': {
    table: 'পাতা অনুযায়ী আসল গতি',
    page: 'পাতা',
    vital: 'মাপ',
    last7Days: 'শেষ ৭ দিন (p75)',
    last28Days: 'শেষ ২৮ দিন (p75)',
    LCP: 'সবচেয়ে বড় অংশ দেখানো',
    INP: 'ট্যাপের জবাব',
    CLS: 'লেআউট সরে যাওয়া',
    good: 'ভালো',
    needsImprovement: 'উন্নতি দরকার',
    poor: 'খারাপ',
    noData: 'কোনো ভিজিট নেই',
    visits: '{count}টি ভিজিটের',
    empty: 'গত ২৮ দিনে কোনো ভিজিট তার গতি জানায়নি।',
    otherPages: 'অন্য পাতা',
    seconds: '{value} সেকেন্ড',
    milliseconds: '{value} মিলিসেকেন্ড',
  },
  'dashboard.jobsPage': {
    title: 'কাজ',
    intro:
      'শপ পেছনে যে কাজ করে: ক্রেতাদের বার্তা, কুরিয়ারের অবস্থা আর টাকা না দেওয়া অর্ডার ছেড়ে দেওয়া। ব্যর্থ কাজ আবার চেষ্টা করা হয়, প্রতিবার আরও অপেক্ষা করে।',
  },
  'dashboard.salesPage': {
    title: 'বিক্রি',
    intro: 'শপ কেমন চলছে: দিনে দিনে আয়, অবস্থা অনুযায়ী অর্ডার, যে পার্টস বেশি বিক্রি হয়, আর ক্রেতারা কীভাবে পেমেন্ট করেন।',
  },
  'dashboard.makeAdminPage': {
    title: 'অ্যাডমিন বানান',
  },
  'dashboard.settingsPage': {
    title: 'সেটিংস',
    intro: 'প্রতিটি চেকআউটে ডেলিভারির জন্য কত নেওয়া হবে, আর ক্যাশ অন ডেলিভারিতে কত বড় অর্ডারের দাম দেওয়া যাবে।',
  },
  'shopSettings.form': {
    form: 'ডেলিভারি, ক্যাশ অন ডেলিভারি ও ভ্যাট',
    insideDhaka: 'ঢাকা জেলার ভেতরে ডেলিভারি চার্জ (টাকা)',
    outsideDhaka: 'ঢাকা জেলার বাইরে ডেলিভারি চার্জ (টাকা)',
    feeHint: 'পূর্ণ টাকায়; ০ দিলে ডেলিভারি ফ্রি।',
    codMax: 'ক্যাশ অন ডেলিভারির সীমা (টাকা)',
    codMaxHint: 'ডেলিভারিসহ যে অর্ডারের মোট দাম এর বেশি, তার দাম অনলাইনে দিতে হবে।',
    save: 'সংরক্ষণ করুন',
    saving: 'সংরক্ষণ হচ্ছে…',
  },
  'shopSettings.deadlines': {
    legend: 'আইনের সময়সীমা',
    hint: 'বাংলাদেশের ডিজিটাল কমার্স নির্দেশিকা এগুলো ঠিক করে দেয়; সময়সীমার এক দিন আগে ও পরে সব অর্ডার ব্যবস্থাপনা অর্ডারটি চিহ্নিত করে।',
    deliveryDaysSameCity: 'পরিশোধিত অর্ডার পৌঁছে দিতে হবে (দিন, ঢাকা জেলা)',
    deliveryDaysElsewhere: 'পরিশোধিত অর্ডার পৌঁছে দিতে হবে (দিন, অন্যত্র)',
    complaintHours: 'অভিযোগের উত্তর দিতে হবে (ঘণ্টা)',
    refundDays: 'টাকা ফেরত দিতে হবে (দিন)',
  },
  'shopSettings.codRisk': {
    legend: 'ঝুঁকিপূর্ণ ক্যাশ অন ডেলিভারি অর্ডার',
    threshold: 'ঝুঁকির সীমা',
    thresholdHint:
      'প্রতিটি ক্যাশ অন ডেলিভারি অর্ডারের স্কোর হয় দোকানের নিজের রেকর্ড থেকে: এই ফোন থেকে ফিরিয়ে দেওয়া পার্সেল, এক দিনে কয়েকটি অর্ডার, ক্রেতার সাধারণের চেয়ে অনেক বেশি দাম, নতুন অ্যাকাউন্ট। ০ দিলে যাচাই বন্ধ থাকে।',
    action: 'সীমা বা তার বেশি হলে',
    hold: 'প্যাক করার আগে আমার যাচাইয়ের জন্য অর্ডারটি আটকে রাখুন',
    'pay-online': 'ক্রেতাকে বরং অনলাইনে পেমেন্ট করতে বলুন',
  },
  'shopSettings.vat': {
    legend: 'ভ্যাট চালানপত্র (মূসক ৬.৩)',
    sellerName: 'চালানপত্রে বিক্রেতার নাম',
    sellerAddress: 'চালানপত্রে বিক্রেতার ঠিকানা',
    bin: 'শপের বিআইএন',
    binHint: '১৩ অঙ্কের; শপ নিবন্ধিত না হওয়া পর্যন্ত খালি রাখুন।',
    rate: 'ভ্যাটের হার (%)',
    rateHint: '০ থেকে ১০০, দশমিকের পরে সর্বোচ্চ দুই অঙ্ক; সাধারণ হার ১৫।',
    pricesIncludeVat: 'দামে ভ্যাট অন্তর্ভুক্ত',
    pricesIncludeVatHint: 'টিক না থাকলে চালানপত্রে দামের সাথে ভ্যাট যোগ হবে।',
    invoicePrefix: 'চালানপত্র নম্বরের শুরু (প্রিফিক্স)',
    invoicePrefixHint: 'সর্বোচ্চ ১০টি বড় হাতের অক্ষর, অঙ্ক বা ড্যাশ: MF দিলে নম্বর হবে MF-2026-27-000001।',
  },
  'users.makeAdmin': {
    allUsers: 'সব ব্যবহারকারী',
    noUsers: 'এখনো কেউ সাইন আপ করেননি।',
    user: 'ব্যবহারকারী',
    action: 'অ্যাকশন',
    admin: 'অ্যাডমিন',
    makeAdmin: 'অ্যাডমিন বানান',
    makeAdminOf: 'অ্যাডমিন বানান: {email}',
  },
  // The review form and the questions list (features/reviews, questions): dashboard pages only.
  'shop.starRatingInput': {
    rating: 'রেটিং',
    stars: { one: '{count}টি তারা', other: '{count}টি তারা' },
  },
  'shop.addReview': {
    review: 'রিভিউ',
    placeholder: 'পার্টসটি কেমন ফিট হলো, চালাতে কেমন লাগছে?',
    submit: 'রিভিউ যোগ করুন',
  },
  'shop.questionsList': {
    empty: 'এখনও কেউ কোনো প্রশ্ন করেননি।',
    questions: 'প্রশ্ন',
  },
};
