/**
 * The consents a member decides on in the account (issue 37 §3): who may see the member by name.
 * Each kind has its German title and text with a version; a material change of a text raises its
 * version, and consents to an older version stop counting until the member decides again
 * (docs/decisions.md "Consent text versions").
 */
export const MEMBER_CONSENT_KINDS = ['TEAM_VISIBILITY'] as const;
export type MemberConsentKind = (typeof MEMBER_CONSENT_KINDS)[number];

export interface MemberConsentText {
  version: number;
  title: string;
  text: string;
}

export const MEMBER_CONSENT_TEXTS: Record<MemberConsentKind, MemberConsentText> = {
  TEAM_VISIBILITY: {
    version: 1,
    title: 'Sichtbar für dein Apothekenteam',
    text:
      'Ich bin einverstanden, dass die Inhaberin oder der Inhaber meiner Apotheke und der Außendienst, der meine ' +
      'Apotheke betreut, meinen Namen, meinen Beruf und meinen Lernfortschritt in ApoPunkt sehen: bestandene ' +
      'Module, Zertifikate und Fortbildungspunkte. Meine Antworten in den Modulen sieht niemand. Ohne diese ' +
      'Einwilligung sehen sie nur Zahlen, in denen ich nicht zu erkennen bin. Ich kann sie jederzeit in meinem ' +
      'Konto widerrufen.',
  },
};
