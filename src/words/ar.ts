import type { Words } from "./words.ts";

/** The Arabic words of the site's layout (en.ts): Modern Standard Arabic, digits 0–9. */
export const ar: Words = {
  page: {
    skipToContent: "انتقل إلى المحتوى",
  },

  header: {
    mainMenu: "القائمة الرئيسية",
    menu: "القائمة",
    closeMenu: "إغلاق القائمة",
    contactPanel: "بيانات التواصل وحساباتنا على مواقع التواصل الاجتماعي",
    otherLanguage: "English",
    otherLanguageShort: "EN",
  },

  side: {
    backToTop: "العودة إلى الأعلى",
  },

  footer: {
    copyright: (year, company) => `© ${year} ${company}. جميع الحقوق محفوظة.`,
  },

  links: {
    opensInNewTab: "(يُفتح في علامة تبويب جديدة)",
    fileOfType: (type) => `(ملف ${type})`,
  },

  colorScheme: {
    darkMode: "الوضع الداكن",
    lightMode: "الوضع الفاتح",
  },

  navigation: {
    loading: "جارٍ التحميل…",
    loadingPage: "جارٍ تحميل الصفحة",
    couldNotLoad: "تعذّر تحميل هذه الصفحة. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.",
    tryAgain: "حاول مرة أخرى",
  },

  search: {
    open: "بحث",
  },
};
