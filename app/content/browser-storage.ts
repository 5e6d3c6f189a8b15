/**
 * Every entry that code running in the site's own pages keeps in the visitor's browser: the
 * site's two (app/shell/head.js) and those of the ElevenLabs widget, which runs in the page
 * rather than in a frame of its own. The cookie policy must list each one while it can be
 * written (app/content/files/pages/legal.ts stops the build otherwise);
 * app/content/browser-storage.test.ts reads the code and the widget's bundle and fails when
 * an entry is added there and not here. Frames (YouTube, HeyGen, the booking page) keep
 * their own entries under their own address, which the policy describes as the providers'.
 */
export const storageKeys = {
  theme: "theme-preference",
  consent: "cookie-consent",
  /** The widget's language, once the visitor picks one in it. */
  voiceAgentLanguage: "xi:convai-widget-last-used-language",
  /**
   * Where the widget notes that the visitor accepted the terms set for the agent in
   * ElevenLabs (if any are set): named here (its `terms-key`) rather than in the dashboard.
   */
  voiceAgentTerms: "elevenlabs-terms-accepted",
} as const;
