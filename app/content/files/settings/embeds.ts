/**
 * The shape of content/settings/embeds.yaml: the texts of the optional
 * services (AI voice agent, AI avatar, video, booking) and of their
 * placeholders until the visitor agrees (app/content/embeds.ts). The AI
 * services' titles and disclosures say they are AI (AI Act Art. 50).
 */
import { z } from "zod";
import { withPlaceholders } from "./own-placeholders.ts";

const text = z.string().trim().min(1);
const provider = withPlaceholders(["{anbieter}"], ["{anbieter}"]);
const providerHelp = "Platzhalter: {anbieter} = Anbieter und Ort, z. B. „ElevenLabs (USA)“.";

/** How the cookie banner and the legal texts name a service. */
const naming = z
  .strictObject({
    service: text.meta({ title: "Name im Cookie-Banner", description: "z. B. „YouTube-Video“." }),
    kind: text.meta({ title: "Art im Fließtext", description: "z. B. „Video“." }),
  })
  .meta({ title: "Name in Banner und Rechtstexten" });

const aiService = {
  title: text.meta({
    title: "Titel",
    description: "Sichtbar neben dem Dienst; nennt ihn als KI (KI-Verordnung Art. 50).",
  }),
  loadLabel: text.meta({
    title: "Knopf „Laden“",
    description:
      "Sichtbarer Text des Knopfs, der den Dienst lädt, z. B. „Sprachassistent laden“; steht wörtlich im Namen für Screenreader.",
  }),
  loadDescription: provider.meta({
    title: "Name des Knopfs „Laden“ für Screenreader",
    description: providerHelp,
  }),
  disclosure: text.meta({
    title: "Hinweis „Sie sprechen mit einer KI“",
    description: "Bleibt sichtbar, solange der Dienst läuft.",
  }),
  naming,
};

export const embedsSchema = z
  .strictObject({
    demoMark: text.meta({
      title: "Zusatz für Demo-Dienste",
      description: "Hinter dem Titel, solange der Dienst eine Demo-Kennung nutzt.",
    }),
    voiceAgent: z
      .strictObject({
        ...aiService,
        widget: z
          .strictObject({
            mainLabel: text.meta({ title: "Beschriftung" }),
            startCall: text.meta({ title: "Knopf „Gespräch starten“" }),
            endCall: text.meta({ title: "Knopf „Beenden“" }),
            connecting: text.meta({ title: "Status: verbindet" }),
            listening: text.meta({ title: "Status: hört zu" }),
            speaking: text.meta({ title: "Status: spricht" }),
            chatting: text.meta({ title: "Status: Chat" }),
          })
          .meta({
            title: "Texte des laufenden Assistenten",
            description: "Das schwebende Fenster nennt sich auch im Gespräch als KI.",
          }),
      })
      .meta({ title: "KI-Sprachassistent", description: "Im Seitenfuß jeder Seite." }),
    avatar: z
      .strictObject({
        ...aiService,
        frameTitle: withPlaceholders(["{marke}", "{anbietermarke}"]).meta({
          title: "Name des Fensters für Screenreader",
          description:
            "Platzhalter: {marke} (Ihre Marke), {anbietermarke} (Marke des Anbieters, z. B. „HeyGen“).",
        }),
      })
      .meta({ title: "KI-Avatar", description: "Auf /kontakt." }),
    video: z
      .strictObject({
        playLabel: text.meta({ title: "Knopf „Abspielen“" }),
        note: text.meta({
          title: "Hinweis unter dem Knopf",
          description: "Was beim Abspielen an wen geht, vor und nach der Einwilligung.",
        }),
        noteLinkLabel: text.meta({ title: "Link zur Datenschutzerklärung" }),
        naming,
      })
      .meta({ title: "Video", description: "Auf der Seite des Gründers." }),
    booking: z.strictObject({ naming }).meta({ title: "Terminbuchung" }),
  })
  .meta({
    description:
      "Texte der zuschaltbaren Dienste (Sprachassistent, Avatar, Video, Terminbuchung) und ihrer Platzhalter bis zur Einwilligung. Welche Dienste an sind, steht unter „Website und Rechtliches“; was jeder Anbieter erhält, in der Datenschutzerklärung.",
  });
