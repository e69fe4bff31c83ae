import type { EnquiryWords } from "../shared/enquiry.ts";
import { plural, type Plural } from "./plural.ts";
import type { BlockWords } from "./enBlocks.ts";

/** A count of characters, as the rules' limits say it: '100 حرف', '150 حرفًا', '5000 حرف'. */
const characters: Plural = { zero: "# حرف", one: "حرف واحد", two: "حرفان", few: "# أحرف", many: "# حرفًا", other: "# حرف" };

/** The rules' words: the fields' labels and the messages under a failing field (shared/enquiry.ts). */
const enquiryWords: EnquiryWords = {
  labels: {
    designation: "المسمى الوظيفي",
    name: "الاسم",
    orgname: "اسم المؤسسة",
    address: "البريد الإلكتروني",
    phone: "رقم الهاتف",
    message: "الرسالة",
  },
  messages: {
    designationRequired: "يُرجى إدخال المسمى الوظيفي",
    nameRequired: "يُرجى إدخال الاسم",
    orgnameRequired: "يُرجى إدخال اسم المؤسسة",
    addressRequired: "يُرجى إدخال البريد الإلكتروني",
    addressInvalid: "البريد الإلكتروني غير صحيح",
    phoneInvalid: "رقم الهاتف غير صحيح",
    messageRequired: "يُرجى كتابة الرسالة",
  },
  tooLong: (label, max) => `الحد الأقصى لحقل «${label}» هو ${plural("ar", max, characters)}`,
  notText: (label) => `يجب أن يكون محتوى حقل «${label}» نصًا`,
};

/** The Arabic words of the blocks (enBlocks.ts): Modern Standard Arabic, digits 0–9. */
export const arBlocks: BlockWords = {
  dates: {
    months: ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر", "ديسمبر"],
    date: (day, month, year) => `${day} ${month} ${year}`,
  },

  blocks: {
    breadcrumb: "مسار التنقل",
    articleHeader: {
      published: "نُشر في",
      readingTime: {
        zero: "أقل من دقيقة للقراءة",
        one: "دقيقة واحدة للقراءة",
        two: "دقيقتان للقراءة",
        few: "# دقائق للقراءة",
        many: "# دقيقة للقراءة",
        other: "# دقيقة للقراءة",
      },
    },
    comparisonTable: {
      feature: "الميزة",
      comparisonOf: (columns) => `مقارنة بين ${columns.join("، ")}`,
      scrollable: (title) => `جدول قابل للتمرير: ${title}`,
      included: "مشمول",
      notIncluded: "غير مشمول",
    },
    contactCards: {
      email: "البريد الإلكتروني",
      websites: "المواقع الإلكترونية",
      phone: "الهاتف",
    },
    planCards: {
      mostPopular: "الأكثر طلبًا",
    },
  },

  contactForm: {
    heading: "أرسل لنا رسالة",
    submit: "إرسال الرسالة",
    sending: "جارٍ الإرسال…",
    sent: "تم إرسال النموذج بنجاح!",
    optional: "(اختياري)",
    trap: "اترك هذا الحقل فارغًا",
    planNote: { before: "يتعلق استفسارك بباقة ", after: ". أضف أي تفاصيل ترى أنها تهمّنا، وسنرد عليك بالخطوات التالية." },
    planMessage: (plan) => `أرغب في طلب باقة ${plan}. `,
    draftKept: "احتفظنا بما كتبته سابقًا في علامة التبويب هذه، ولم يُرسَل بعد.",
    fields: enquiryWords,
    problems: {
      kept: "كل ما كتبته لا يزال محفوظًا في النموذج.",
      unreachable: (button) => `لم يُرسَل استفسارك: تعذّر علينا الوصول إلى الخادم. يُرجى التحقق من اتصالك بالإنترنت ثم الضغط على «${button}» مرة أخرى.`,
      rateLimited: (wait) => `أرسلت عدة استفسارات خلال وقت قصير، لذا لم يُرسَل هذا الاستفسار. يُرجى المحاولة مرة أخرى ${wait}.`,
      waitMinutes: { zero: "بعد لحظات", one: "بعد دقيقة", two: "بعد دقيقتين", few: "بعد # دقائق", many: "بعد # دقيقة", other: "بعد # دقيقة" },
      waitLater: "لاحقًا",
      tooLarge: (button) => `استفسارك أطول من أن يُرسَل. يُرجى اختصار الرسالة ثم الضغط على «${button}» مرة أخرى.`,
      invalid: (button) => `لم يُرسَل استفسارك: يُرجى تصحيح الحقول المميّزة ثم الضغط على «${button}» مرة أخرى.`,
      serverError: {
        before: (button) => `لم يُرسَل استفسارك بسبب مشكلة لدينا. يُرجى الضغط على «${button}» مرة أخرى بعد قليل`,
        emailUs: "، أو مراسلتنا على ",
        end: ".",
      },
    },
  },

  footer: {
    support: "الدعم",
    followUs: "تابعنا",
    countries: "الدول التي نخدمها",
  },

  panel: {
    close: "إغلاق القائمة",
    getInTouch: "تواصل معنا",
    followUs: "تابعنا",
  },

  socialNetworks: {
    facebook: "فيسبوك",
    instagram: "إنستغرام",
    x: "إكس (تويتر)",
    linkedin: "لينكدإن",
    youtube: "يوتيوب",
  },

  notFound: {
    title: "الصفحة غير موجودة",
    description: "الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر.",
    message: "عذرًا! الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى عنوان آخر. جارٍ تحويلك إلى الصفحة الرئيسية…",
  },

  search: {
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
