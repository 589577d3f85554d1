/*
 * The thanas (police-station areas) of Bangladesh's city corporations, the third level of a delivery
 * address beside the upazilas in the metropolitan districts (docs/decisions/039-thanas-beside-upazilas.md).
 * Compiled by hand on 2026-11-28 from public fact: the metropolitan police units of Bangladesh Police
 * and their sites (dmp.gov.bd, cmp.gov.bd, kmp.police.gov.bd, rmp.portal.gov.bd, smp.gov.bd,
 * bmp.gov.bd, rpmp.gov.bd, gmp.gov.bd), Wikipedia's pages on each unit ("Metropolitan Police
 * (Bangladesh)"), checked against the news of each thana's opening; for Narayanganj, Cumilla and
 * Mymensingh (no metropolitan police) the district police's thanas that cover the city corporation.
 * Bangla names as those units write them.
 * Each id is `<city>-<name>`, never digits alone, so it cannot meet a bd-geo upazila id; an id is
 * stored with every order, so it never changes, even when a thana is renamed.
 */
import type { Thana } from './bd-geo.js';

export const THANAS: readonly Thana[] = [
  // Dhaka Metropolitan Police: 50 thanas (Hatirjheel, the 50th, since July 2018). Dhaka district.
  ['dhaka-adabor', '47', 'Adabor', 'আদাবর'],
  ['dhaka-badda', '47', 'Badda', 'বাড্ডা'],
  ['dhaka-banani', '47', 'Banani', 'বনানী'],
  ['dhaka-bangshal', '47', 'Bangshal', 'বংশাল'],
  ['dhaka-bhashantek', '47', 'Bhashantek', 'ভাষানটেক'],
  ['dhaka-bimanbandar', '47', 'Bimanbandar', 'বিমানবন্দর'],
  ['dhaka-cantonment', '47', 'Cantonment', 'ক্যান্টনমেন্ট'],
  ['dhaka-chawkbazar', '47', 'Chawkbazar', 'চকবাজার'],
  ['dhaka-dakshinkhan', '47', 'Dakshinkhan', 'দক্ষিণখান'],
  ['dhaka-darus-salam', '47', 'Darus Salam', 'দারুস সালাম'],
  ['dhaka-demra', '47', 'Demra', 'ডেমরা'],
  ['dhaka-dhanmondi', '47', 'Dhanmondi', 'ধানমন্ডি'],
  ['dhaka-gendaria', '47', 'Gendaria', 'গেন্ডারিয়া'],
  ['dhaka-gulshan', '47', 'Gulshan', 'গুলশান'],
  ['dhaka-hatirjheel', '47', 'Hatirjheel', 'হাতিরঝিল'],
  ['dhaka-hazaribagh', '47', 'Hazaribagh', 'হাজারীবাগ'],
  ['dhaka-jatrabari', '47', 'Jatrabari', 'যাত্রাবাড়ী'],
  ['dhaka-kadamtali', '47', 'Kadamtali', 'কদমতলী'],
  ['dhaka-kafrul', '47', 'Kafrul', 'কাফরুল'],
  ['dhaka-kalabagan', '47', 'Kalabagan', 'কলাবাগান'],
  ['dhaka-kamrangirchar', '47', 'Kamrangirchar', 'কামরাঙ্গীরচর'],
  ['dhaka-khilgaon', '47', 'Khilgaon', 'খিলগাঁও'],
  ['dhaka-khilkhet', '47', 'Khilkhet', 'খিলক্ষেত'],
  ['dhaka-kotwali', '47', 'Kotwali', 'কোতোয়ালী'],
  ['dhaka-lalbagh', '47', 'Lalbagh', 'লালবাগ'],
  ['dhaka-mirpur-model', '47', 'Mirpur Model', 'মিরপুর মডেল'],
  ['dhaka-mohammadpur', '47', 'Mohammadpur', 'মোহাম্মদপুর'],
  ['dhaka-motijheel', '47', 'Motijheel', 'মতিঝিল'],
  ['dhaka-mugda', '47', 'Mugda', 'মুগদা'],
  ['dhaka-new-market', '47', 'New Market', 'নিউ মার্কেট'],
  ['dhaka-pallabi', '47', 'Pallabi', 'পল্লবী'],
  ['dhaka-paltan', '47', 'Paltan', 'পল্টন'],
  ['dhaka-ramna', '47', 'Ramna', 'রমনা'],
  ['dhaka-rampura', '47', 'Rampura', 'রামপুরা'],
  ['dhaka-rupnagar', '47', 'Rupnagar', 'রূপনগর'],
  ['dhaka-sabujbagh', '47', 'Sabujbagh', 'সবুজবাগ'],
  ['dhaka-shah-ali', '47', 'Shah Ali', 'শাহ আলী'],
  ['dhaka-shahbagh', '47', 'Shahbagh', 'শাহবাগ'],
  ['dhaka-shahjahanpur', '47', 'Shahjahanpur', 'শাহজাহানপুর'],
  ['dhaka-sher-e-bangla-nagar', '47', 'Sher-e-Bangla Nagar', 'শেরেবাংলা নগর'],
  ['dhaka-shyampur', '47', 'Shyampur', 'শ্যামপুর'],
  ['dhaka-sutrapur', '47', 'Sutrapur', 'সূত্রাপুর'],
  ['dhaka-tejgaon', '47', 'Tejgaon', 'তেজগাঁও'],
  ['dhaka-tejgaon-industrial-area', '47', 'Tejgaon Industrial Area', 'তেজগাঁও শিল্পাঞ্চল'],
  ['dhaka-turag', '47', 'Turag', 'তুরাগ'],
  ['dhaka-uttara-east', '47', 'Uttara East', 'উত্তরা পূর্ব'],
  ['dhaka-uttara-west', '47', 'Uttara West', 'উত্তরা পশ্চিম'],
  ['dhaka-uttarkhan', '47', 'Uttarkhan', 'উত্তরখান'],
  ['dhaka-vatara', '47', 'Vatara', 'ভাটারা'],
  ['dhaka-wari', '47', 'Wari', 'ওয়ারী'],

  // Chattogram Metropolitan Police: 16 thanas. Chattogram district.
  ['chattogram-akbar-shah', '8', 'Akbar Shah', 'আকবরশাহ'],
  ['chattogram-bakalia', '8', 'Bakalia', 'বাকলিয়া'],
  ['chattogram-bandar', '8', 'Bandar', 'বন্দর'],
  ['chattogram-bayazid-bostami', '8', 'Bayazid Bostami', 'বায়েজিদ বোস্তামী'],
  ['chattogram-chandgaon', '8', 'Chandgaon', 'চান্দগাঁও'],
  ['chattogram-chawkbazar', '8', 'Chawkbazar', 'চকবাজার'],
  ['chattogram-double-mooring', '8', 'Double Mooring', 'ডবলমুরিং'],
  ['chattogram-epz', '8', 'EPZ', 'ইপিজেড'],
  ['chattogram-halishahar', '8', 'Halishahar', 'হালিশহর'],
  ['chattogram-karnaphuli', '8', 'Karnaphuli', 'কর্ণফুলী'],
  ['chattogram-khulshi', '8', 'Khulshi', 'খুলশী'],
  ['chattogram-kotwali', '8', 'Kotwali', 'কোতোয়ালী'],
  ['chattogram-pahartali', '8', 'Pahartali', 'পাহাড়তলী'],
  ['chattogram-panchlaish', '8', 'Panchlaish', 'পাঁচলাইশ'],
  ['chattogram-patenga', '8', 'Patenga', 'পতেঙ্গা'],
  ['chattogram-sadarghat', '8', 'Sadarghat', 'সদরঘাট'],

  // Khulna Metropolitan Police: 8 thanas (Labanchara, Harintana and Aranghata since 2013). Khulna district.
  ['khulna-aranghata', '27', 'Aranghata', 'আড়ংঘাটা'],
  ['khulna-daulatpur', '27', 'Daulatpur', 'দৌলতপুর'],
  ['khulna-harintana', '27', 'Harintana', 'হরিণটানা'],
  ['khulna-khalishpur', '27', 'Khalishpur', 'খালিশপুর'],
  ['khulna-khan-jahan-ali', '27', 'Khan Jahan Ali', 'খানজাহান আলী'],
  ['khulna-khulna-sadar', '27', 'Khulna Sadar', 'খুলনা সদর'],
  ['khulna-labanchara', '27', 'Labanchara', 'লবণচরা'],
  ['khulna-sonadanga', '27', 'Sonadanga', 'সোনাডাঙ্গা'],

  // Rajshahi Metropolitan Police: 12 thanas (8 of them since February 2018). Rajshahi district.
  ['rajshahi-airport', '15', 'Airport', 'এয়ারপোর্ট'],
  ['rajshahi-belpukur', '15', 'Belpukur', 'বেলপুকুর'],
  ['rajshahi-boalia', '15', 'Boalia', 'বোয়ালিয়া'],
  ['rajshahi-chandrima', '15', 'Chandrima', 'চন্দ্রিমা'],
  ['rajshahi-damkura', '15', 'Damkura', 'দামকুড়া'],
  ['rajshahi-karnahar', '15', 'Karnahar', 'কর্ণহার'],
  ['rajshahi-kashiadanga', '15', 'Kashiadanga', 'কাশিয়াডাঙ্গা'],
  ['rajshahi-katakhali', '15', 'Katakhali', 'কাটাখালী'],
  ['rajshahi-motihar', '15', 'Motihar', 'মতিহার'],
  ['rajshahi-paba', '15', 'Paba', 'পবা'],
  ['rajshahi-rajpara', '15', 'Rajpara', 'রাজপাড়া'],
  ['rajshahi-shah-makhdum', '15', 'Shah Makhdum', 'শাহমখদুম'],

  // Sylhet Metropolitan Police: 6 thanas. Sylhet district.
  ['sylhet-airport', '36', 'Airport', 'এয়ারপোর্ট'],
  ['sylhet-dakshin-surma', '36', 'Dakshin Surma', 'দক্ষিণ সুরমা'],
  ['sylhet-jalalabad', '36', 'Jalalabad', 'জালালাবাদ'],
  ['sylhet-kotwali', '36', 'Kotwali', 'কোতোয়ালী'],
  ['sylhet-moglabazar', '36', 'Moglabazar', 'মোগলাবাজার'],
  ['sylhet-shah-poran', '36', 'Shah Poran', 'শাহপরাণ'],

  // Barishal Metropolitan Police: 4 thanas. Barishal district.
  ['barishal-airport', '33', 'Airport', 'এয়ারপোর্ট'],
  ['barishal-bandar', '33', 'Bandar', 'বন্দর'],
  ['barishal-kawnia', '33', 'Kawnia', 'কাউনিয়া'],
  ['barishal-kotwali', '33', 'Kotwali', 'কোতোয়ালী'],

  // Rangpur Metropolitan Police: 6 thanas (since September 2018). Rangpur district.
  ['rangpur-hajirhat', '59', 'Hajirhat', 'হাজিরহাট'],
  ['rangpur-haragach', '59', 'Haragach', 'হারাগাছ'],
  ['rangpur-kotwali', '59', 'Kotwali', 'কোতোয়ালী'],
  ['rangpur-mahiganj', '59', 'Mahiganj', 'মাহিগঞ্জ'],
  ['rangpur-parshuram', '59', 'Parshuram', 'পরশুরাম'],
  ['rangpur-tajhat', '59', 'Tajhat', 'তাজহাট'],

  // Gazipur Metropolitan Police: 8 thanas (since September 2018). Gazipur district. Its Sadar thana is
  // named as the city says it, so it does not read as Gazipur Sadar upazila, which is larger.
  ['gazipur-basan', '41', 'Basan', 'বাসন'],
  ['gazipur-gacha', '41', 'Gacha', 'গাছা'],
  ['gazipur-kashimpur', '41', 'Kashimpur', 'কাশিমপুর'],
  ['gazipur-konabari', '41', 'Konabari', 'কোনাবাড়ী'],
  ['gazipur-metropolitan-sadar', '41', 'Gazipur Metropolitan Sadar', 'গাজীপুর মহানগর সদর'],
  ['gazipur-pubail', '41', 'Pubail', 'পূবাইল'],
  ['gazipur-tongi-east', '41', 'Tongi East', 'টঙ্গী পূর্ব'],
  ['gazipur-tongi-west', '41', 'Tongi West', 'টঙ্গী পশ্চিম'],

  // Narayanganj City Corporation (district police): the thanas of Narayanganj Sadar upazila, where the
  // city and its industrial edge are. Bandar thana is the same area as Bandar upazila, listed already.
  ['narayanganj-fatullah', '43', 'Fatullah', 'ফতুল্লা'],
  ['narayanganj-sadar-model', '43', 'Narayanganj Sadar Model', 'নারায়ণগঞ্জ সদর মডেল'],
  ['narayanganj-siddhirganj', '43', 'Siddhirganj', 'সিদ্ধিরগঞ্জ'],

  // Cumilla City Corporation (district police): Kotwali Model thana (Adarsha Sadar upazila).
  ['cumilla-kotwali-model', '1', 'Kotwali Model', 'কোতোয়ালী মডেল'],

  // Mymensingh City Corporation (district police): Kotwali Model thana (Mymensingh Sadar upazila).
  ['mymensingh-kotwali-model', '62', 'Kotwali Model', 'কোতোয়ালী মডেল'],
];
