/**
 * Copy of the founder page (`founderPath`, /ueber-{first name}): hero, video,
 * attitude, strengths, path and a few private notes. Written in the founder's
 * own voice; the reader is addressed as "Sie". Identity strings come from `./site`.
 */
import { offerCta, offerLength, offerPromises } from "./offers";
import { dates, firstMandate, formatPeriod, since } from "./dates";
import { imageAsset } from "./files/images";
import type { ImageAsset } from "./images";
import { companyName, site } from "./site";
import type {
  CtaContent,
  HeroContent,
  PageMeta,
  SampleMarker,
  SectionIntro,
  TextCard,
} from "./types";

const { firstName, fullName } = site.founder;
const city = site.address.city;

export const founderMeta: PageMeta = {
  title: `Über ${fullName}: Haltung, Stärken, Werdegang`,
  description: `Wer hinter ${companyName} steht: ${fullName} über seine Haltung als Berater, seine Stärken, seinen Werdegang und das Leben in ${city}.`,
};

export const founderHero: HeroContent = {
  eyebrow: site.founder.role,
  title: `Ich bin ${firstName}. Ich bringe Ordnung in komplexe Entscheidungen.`,
  lead: "Seit mehr als 15 Jahren helfe ich Unternehmen, aus vielen Möglichkeiten die richtigen auszuwählen und sie umzusetzen. Strukturiert, ehrlich und mit Blick auf das, was am Ende im Markt ankommt.",
  primary: offerCta("klarheitsgespraech"),
  secondary: { label: "Ausführliches Profil ansehen", to: "/nort" },
};

/** The video itself (id in `site.embeds.founderVideoId`) is embedded by the UI. */
export const founderVideo: SampleMarker & {
  title: string;
  caption: string;
  /** Self-hosted still shown until the video is loaded (16 : 9, in content/images). */
  poster: ImageAsset;
} = {
  // A drawn stand-in, listed by the launch check until a still of the owner's video replaces it.
  poster: { ...imageAsset("founder-video-poster.svg"), sample: true },
  // The embedded id is YouTube's public sample video: titled as what it is until the owner's own is in.
  sample: true,
  title: "Demo-Video: Platz für das Vorstellungsvideo",
  caption: `Hier zeigt ${firstName} später in einem kurzen Video seine Arbeitsweise. Bis dahin steht an dieser Stelle ein Beispielvideo von YouTube, das nichts mit ${firstName} zu tun hat.`,
};

export const founderSections: {
  attitude: SectionIntro;
  strengths: SectionIntro;
  path: SectionIntro;
  private: SectionIntro;
} = {
  attitude: { title: "Haltung" },
  strengths: {
    title: "Stärken",
    intro: "Was Kunden an der Zusammenarbeit mit mir schätzen.",
  },
  path: {
    title: "Werdegang",
    intro: "Stationen, die meinen Blick auf Strategie, Produkt und Markt geprägt haben.",
  },
  private: { title: "Privat" },
};

export const attitude: readonly string[] = [
  "Die meisten Unternehmen haben kein Ideenproblem. Sie haben ein Entscheidungsproblem. Zu viele Optionen, zu viele Meinungen, zu wenig Zeit. Meine Aufgabe ist es, diese Lage zu ordnen, bis sichtbar wird, worauf es ankommt.",
  "Dabei sage ich offen, was ich sehe. Auch dann, wenn es nicht die Antwort ist, die man sich erhofft hat. Ehrlichkeit früh im Projekt spart später viel Geld und noch mehr Nerven.",
  "Und ich bleibe, bis es wirkt. Eine Strategie ist für mich erst gelungen, wenn sie im Alltag Ihres Teams angekommen ist und sich an Kennzahlen ablesen lässt.",
];

export const strengths: readonly TextCard[] = [
  {
    title: "Muster erkennen",
    description:
      "Erfahrung aus mehr als 15 Branchen hilft mir, Zusammenhänge schnell zu sehen. Was im Maschinenbau funktioniert, löst oft auch ein Problem im Handel.",
  },
  {
    title: "Komplexes einfach machen",
    description:
      "Ich reduziere unübersichtliche Lagen auf 7±2 entscheidende Faktoren. Das Ergebnis ist eine Entscheidung, die alle im Raum verstehen.",
  },
  {
    title: "Technik und Markt verbinden",
    description:
      "Ich verstehe technische Produkte und spreche die Sprache von Vertrieb und Geschäftsführung. So werden aus Funktionen überzeugende Argumente.",
  },
  {
    title: "Vom Konzept in die Umsetzung",
    description:
      "Ich übernehme bei Bedarf auch operative Verantwortung, etwa als Interim im Produkt oder im Vertrieb, bis Ihr Team übernimmt.",
  },
];

export const path: readonly ({
  period: string;
  title: string;
  description: string;
} & SampleMarker)[] = [
  {
    // Sample: an invented degree; replace with the owner's real education.
    sample: true,
    period: formatPeriod(dates.studies),
    title: `Studium in ${city}`,
    description:
      "Betriebswirtschaft mit den Schwerpunkten Innovationsmanagement und Marketing, dazu Informatik im Nebenfach. Früh die Frage: Wie wird aus Technik ein Geschäft?",
  },
  {
    period: formatPeriod(dates.stations.scisys),
    title: "Raumfahrt und Wissenschaft",
    description:
      "Angestellt bei SCISYS im Projekt- und Produktmanagement für Softwaresysteme in der Raumfahrt. Dort habe ich gelernt, komplexe Anforderungen zu ordnen und Entscheidungen sauber vorzubereiten.",
  },
  {
    period: formatPeriod(dates.stations.consulting),
    title: "Innovation in Industrie und Logistik",
    description:
      "Als Berater habe ich Projekte zu Innovation und Digitalisierung in Industrie und Logistik begleitet, vom ersten Ideenprozess bis zum Pilotprojekt.",
  },
  {
    period: formatPeriod(dates.stations.interim),
    title: "Produkte und Marken für Konsumgüter",
    description:
      "Interim-Verantwortung für Produktentwicklung und Markenaufbau. Hier zählte, was im Regal und beim Kunden ankommt.",
  },
  {
    period: since(dates.founded),
    title: `Gründung von ${companyName}`,
    description:
      "Ein eigenes Studio für Strategie, Produkt und Innovation, mit einem Netzwerk für fünf Fachgebiete. Daraus ist auch die Methode HexaCore entstanden.",
  },
  {
    period: since(firstMandate),
    title: "Mandate in Industrie und Energie",
    description: `Markterschließung und Geschäftsentwicklung für einen Hersteller von Verpackungsanlagen (${since(dates.mandates.paglierani)}) und einen Anbieter von Lithium-Batteriesystemen (${since(dates.mandates.nort)}).`,
  },
];

/**
 * Sample: invented private life of an invented person; the owner replaces it
 * with what they want to share (or leaves the list empty).
 */
export const privateNotesSample: SampleMarker & { name: string } = {
  sample: true,
  name: "Privates auf der Gründerseite",
};

export const privateNotes: readonly string[] = [
  `Ich lebe mit meiner Familie in ${city}. Die Nähe zum Wasser prägt meinen Alltag: Wann immer es geht, bin ich mit dem Segelboot auf der Ostsee unterwegs. Beim Segeln lernt man, Wind und Wetter ehrlich einzuschätzen und trotzdem Kurs zu halten.`,
  "Den Kopf frei bekomme ich beim Laufen am Strand, mit einem guten Buch über Wissenschaftsgeschichte oder an der Werkbank, wenn die Kinder mit mir etwas bauen wollen.",
];

export const founderCta: CtaContent = {
  title: "Lassen Sie uns über Ihr Vorhaben sprechen",
  text: `In ${offerLength("klarheitsgespraech")} klären wir, wo Sie stehen, was Sie bremst und welcher nächste Schritt sinnvoll ist. Kostenlos und unverbindlich.`,
  primary: offerCta("klarheitsgespraech"),
  secondary: { label: "Leistungen ansehen", to: "/leistungen" },
  promises: offerPromises("klarheitsgespraech"),
};
