import type { Messages } from "./en";

export const hi: Messages = {
  languageName: "हिन्दी",
  skipToContent: "मुख्य सामग्री पर जाएँ",
  demoLabel: "डेमो सूचना",
  demoBanner: "यह डेमो सामग्री है: इस साइट पर दिए नाम, संपर्क और बैंक विवरण केवल उदाहरण हैं, क्लब के असली विवरण नहीं।",
  nav: {
    label: "मुख्य",
    home: "होम",
    about: "हमारे बारे में",
    members: "हमारे सदस्य",
    donate: "दान करें",
    projects: "परियोजनाएँ",
    events: "कार्यक्रम",
    signatureProjects: "प्रमुख परियोजनाएँ",
    join: "सदस्य बनें",
    contact: "संपर्क करें",
    signIn: "साइन इन",
    menu: "मेन्यू",
    language: "भाषा",
    logoAlt: "रोटरी क्लब का लोगो: होम पेज",
  },
  footer: {
    follow: "हमसे जुड़ें",
    contacts: "संपर्क",
    president: "अध्यक्ष",
    secretary: "सचिव",
    foundationChair: "फ़ाउंडेशन चेयर",
    treasurer: "कोषाध्यक्ष",
    quickLinks: "उपयोगी लिंक",
    rotaryInternational: "रोटरी इंटरनेशनल",
    copyright: "© {year} {club}. सर्वाधिकार सुरक्षित।",
    poweredBy: "क्लब के स्वयंसेवकों द्वारा, मुक्त सॉफ़्टवेयर पर संचालित।",
    phone: "फ़ोन",
    email: "ई-मेल",
  },
  notFound: {
    title: "पेज नहीं मिला",
    body: "आप जो पेज ढूँढ रहे हैं, वह हमें नहीं मिला। हो सकता है वह कहीं और चला गया हो या पता लिखने में कोई चूक हुई हो।",
    home: "होम पेज पर जाएँ",
  },
  forbidden: {
    title: "केवल प्रशासकों के लिए",
    body: "यह पेज केवल क्लब के प्रशासकों के लिए है। अगर आपको इसकी ज़रूरत है, तो कृपया किसी प्रशासक से कहें।",
    home: "होम पेज पर जाएँ",
  },
  forbiddenOfficials: {
    title: "केवल क्लब पदाधिकारियों के लिए",
    body: "यह पेज क्लब के पदाधिकारियों के लिए है। सदस्यों के अपने पेज सदस्य क्षेत्र में हैं।",
    home: "होम पेज पर जाएँ",
  },
  forbiddenTreasurer: {
    title: "केवल कोषाध्यक्षों और प्रशासकों के लिए",
    body: "यह पेज केवल क्लब के कोषाध्यक्षों और प्रशासकों के लिए है। अगर आपको इसकी ज़रूरत है, तो कृपया किसी प्रशासक से कहें।",
    home: "होम पेज पर जाएँ",
  },
  error: {
    title: "कुछ गड़बड़ हो गई",
    body: "क्षमा करें, यह पेज अभी नहीं दिखाया जा सका। कृपया थोड़ी देर बाद फिर से कोशिश करें।",
    home: "होम पेज पर जाएँ",
  },
  meta: {
    appShortName: "रोटरी क्लब",
    projectsFeed: "{club} की परियोजनाएँ",
    projectsFeedDescription: "{club} की नई और अद्यतन सेवा परियोजनाएँ।",
    eventsFeed: "{club} की बैठकें और कार्यक्रम",
    eventsFeedDescription: "{club} की नई, बदली और रद्द बैठकों व कार्यक्रमों की सूचना, भारतीय समय में।",
    siteDescription:
      "उत्तर प्रदेश का एक रोटरी क्लब (डिस्ट्रिक्ट 3100): सेवा परियोजनाएँ, हमारे सदस्य, और दान देने या सदस्य बनने की जानकारी।",
  },
  photoForm: {
    description: "फ़ोटो का विवरण ({language})",
  },
  projectForm: {
    videoUrlNotYouTube:
      "वीडियो का पता (YouTube): किसी एक YouTube वीडियो का पता लिखें, जैसे youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/… या youtube.com/live/…।",
  },
};
