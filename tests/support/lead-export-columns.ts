// The columns every lead has, ahead of its form's fields, in the inbox's CSV, headed in the staff
// member's language: what the export route's integration test (tests/integration/back-office/
// leads.test.ts) and the download's browser test (tests/e2e/back-office-leads-export.spec.ts) read.
export const LEAD_EXPORT_COLUMNS = {
  fr: [
    'N°',
    'Reçue le (heure de Bruxelles)',
    'Type de demande',
    'Statut',
    'Langue',
    'Bien (référence)',
    'Projet (numéro)',
    'Envoyée depuis',
    'Confidentialité acceptée',
    'Visite réservée (heure de Bruxelles)',
  ],
  nl: [
    'Nr.',
    'Ontvangen op (Belgische tijd)',
    'Soort aanvraag',
    'Status',
    'Taal',
    'Pand (referentie)',
    'Project (nummer)',
    'Verstuurd vanaf',
    'Privacybeleid aanvaard',
    'Geboekt bezoek (Belgische tijd)',
  ],
} as const;
