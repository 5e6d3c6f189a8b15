/**
 * The shape of content/settings/navigation.yaml: the words of header and
 * footer that the spec leaves open (app/content/navigation.ts). The spec's
 * links (Start, Über {name}, Leistungen, …, Impressum) stay in code
 * (app/content/spec-strings.ts).
 */
import { z } from "zod";
import { withPlaceholders } from "./own-placeholders.ts";

const text = z.string().trim().min(1);

export const navigationSchema = z
  .strictObject({
    about: text.meta({ title: "Link zu /ueber-uns", description: "Im Seitenfuß." }),
    profile: withPlaceholders(["{name}"]).meta({
      title: "Link zu /nort",
      description: "Im Seitenfuß. Platzhalter: {name} (voller Name des Gründers).",
    }),
    footerPages: text.meta({ title: "Seitenfuß: Überschrift der Seiten" }),
    footerLegal: text.meta({ title: "Seitenfuß: Überschrift der Rechtstexte" }),
    menuOpen: text.meta({
      title: "Knopf „Menü öffnen“",
      description: "Auf dem Telefon: der Knopf, der die Links zeigt.",
    }),
    menuClose: text.meta({
      title: "Knopf „Menü schließen“",
      description: "Derselbe Knopf, während die Links offen sind.",
    }),
    skipLink: text.meta({
      title: "Link „Zum Inhalt springen“",
      description: "Erscheint oben, wenn man mit der Tabulatortaste durch die Seite geht.",
    }),
    mainLabel: text.meta({ title: "Name der Links im Kopf für Screenreader" }),
    mobileLabel: text.meta({ title: "Name der Links im Telefon-Menü für Screenreader" }),
    breadcrumbLabel: text.meta({
      title: "Name des Pfads über einer Leistung für Screenreader",
      description: "Der Pfad „Start › Leistungen › …“ über einer Leistungsseite.",
    }),
    theme: z
      .strictObject({
        label: text.meta({ title: "Name des Knopfs für Screenreader" }),
        toDark: text.meta({ title: "Hinweis im hellen Farbschema" }),
        toLight: text.meta({ title: "Hinweis im dunklen Farbschema" }),
      })
      .meta({ title: "Knopf für helles und dunkles Farbschema" }),
  })
  .meta({
    description:
      "Wörter in Kopf und Fuß jeder Seite. Die Links im Kopf (Start, Über …, Leistungen, Zukunftssicher, Cases, Kontakt) und Impressum, Datenschutz, Cookies legt die Vorgabe fest; sie stehen nicht hier.",
  });
