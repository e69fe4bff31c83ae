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
    closePanel: "إغلاق القائمة",
    getInTouch: "تواصل معنا",
    followUs: "تابعنا",
    backToTop: "العودة إلى الأعلى",
  },

  footer: {
    support: "الدعم",
    followUs: "تابعنا",
    countries: "الدول التي نخدمها",
    copyright: (year, company) => `© ${year} ${company}. جميع الحقوق محفوظة.`,
  },

  socialNetworks: {
    facebook: "فيسبوك",
    instagram: "إنستغرام",
    x: "إكس (تويتر)",
    linkedin: "لينكدإن",
    youtube: "يوتيوب",
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

  notFound: {
    title: "الصفحة غير موجودة",
    description: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.",
    message: "عذرًا! الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. جارٍ تحويلك إلى الصفحة الرئيسية…",
  },

  search: {
    open: "بحث",
    dialogTitle: "البحث في الموقع",
    close: "إغلاق البحث",
    keywords: "كلمات البحث",
    loading: "جارٍ التحميل…",
    unavailable: "البحث غير متاح حاليًا. اضغط على مفتاح Enter للبحث في صفحة مستقلة.",
    noMatch: (query) => `لا توجد صفحات تطابق «${query}».`,
    pagesMatch: {
      zero: "لا توجد صفحات مطابقة.",
      one: "صفحة واحدة مطابقة.",
      two: "صفحتان مطابقتان.",
      few: "# صفحات مطابقة.",
      many: "# صفحة مطابقة.",
      other: "# صفحة مطابقة.",
    },
    pageField: "البحث في هذا الموقع",
    pageButton: "بحث",
    prompt: "اكتب كلمة أو أكثر للعثور على الصفحات التي تتناولها.",
  },
};
