import type { RichTextEditorLabels } from '@mantine/tiptap';

/** German labels of the editor controls in use (the others keep Mantine's defaults, unused here). */
export const RICH_TEXT_LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Fett',
  bulletListControlLabel: 'Aufzählung',
  linkControlLabel: 'Link einfügen',
  unlinkControlLabel: 'Link entfernen',
  undoControlLabel: 'Rückgängig',
  redoControlLabel: 'Wiederholen',
  linkEditorInputLabel: 'Linkadresse (https://)',
  linkEditorInputPlaceholder: 'https://www.beispiel.de',
  linkEditorExternalLink: 'Link in neuem Tab öffnen',
  linkEditorInternalLink: 'Link im selben Tab öffnen',
  linkEditorSave: 'Speichern',
};
