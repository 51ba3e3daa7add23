import { content, download, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const schmerzBeratungModules: SeedModule[] = [
  seedModule({
    slug: 'kopfschmerz-verkaufsgespraech',
    name: 'Kopfschmerz und Migräne im HV',
    longName: 'Verkaufsgespräch: Kopfschmerz und Migräne sicher unterscheiden und beraten',
    shortDescription: 'Spannungskopfschmerz oder Migräne? Mit gezielten Fragen zur passenden Empfehlung.',
    type: 3,
    productSlug: null,
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 15,
    budget: 8,
    visibleFromDaysAgo: 35,
    minSeconds: 60,
    content: content(
      [
        text(
          'Spannungskopfschmerz oder Migräne?',
          `
          **Spannungskopfschmerz:** beidseitig, drückend bis ziehend („wie ein Band um den Kopf“), leicht bis mittelstark; körperliche Aktivität verschlimmert nicht.

          **Migräne:** meist einseitig, pulsierend, mittel bis stark, dauert 4–72 Stunden; Übelkeit, Licht- und Lärmempfindlichkeit; Verschlechterung bei Bewegung. Bei etwa jedem Zehnten geht eine **Aura** voraus (Flimmern, Sehstörungen, Kribbeln).`,
        ),
        text(
          'Die Empfehlung',
          `
          **Spannungskopfschmerz:** Ibuprofen, ASS, Paracetamol oder die Kombination ASS + Paracetamol + Coffein; äußerlich **Pfefferminzöl (10 %)** auf Stirn und Schläfen.

          **Migräne:** frühzeitig ein NSAR in ausreichender Dosis (z. B. Ibuprofen 400 mg) oder die Dreierkombination; gegen Übelkeit ärztlich verordnete Antiemetika. **Triptane** wie Naratriptan 2,5 mg oder Almotriptan 12,5 mg sind in der Selbstmedikation für Erwachsene von 18 bis 65 Jahren mit **ärztlich diagnostizierter Migräne** erhältlich – nicht bei Herz-Kreislauf-Erkrankungen oder unkontrolliertem Bluthochdruck.

          Zusatzempfehlungen: **Kopfschmerztagebuch**, regelmäßiger Schlaf, Ausdauersport, Entspannungsverfahren.`,
        ),
        text(
          'Warnzeichen',
          `
          Sofort ärztlich abklären lassen:
          - plötzlich einsetzender, stärkster Kopfschmerz („Donnerschlag“)
          - Lähmungen, Sprach- oder Sehstörungen, Verwirrtheit
          - Fieber mit Nackensteifigkeit
          - Kopfschmerz nach einer Kopfverletzung
          - neu auftretende Kopfschmerzen ab 50 Jahren oder zunehmende Intensität
          - Schmerzmittel an mehr als 10 Tagen im Monat`,
        ),
        download(
          'Kopfschmerztagebuch',
          'Ein Monatsblatt zum Ausdrucken für deine Kundinnen und Kunden.',
          'kopfschmerztagebuch.pdf',
        ),
      ],
      [
        single(
          'q1',
          'Welche Beschreibung passt zum Spannungskopfschmerz?',
          [
            '*Beidseitig, drückend, wie ein Band um den Kopf',
            'Einseitig pulsierend mit Erbrechen',
            'Mit Lähmungserscheinungen',
            'Nur nachts mit Augentränen',
          ],
          'Der Spannungskopfschmerz ist meist beidseitig und drückend; Bewegung verschlechtert ihn nicht.',
        ),
        multiple(
          'q2',
          'Welche Merkmale sprechen für Migräne?',
          [
            '*Einseitiger, pulsierender Schmerz',
            '*Übelkeit',
            '*Licht- und Lärmempfindlichkeit',
            'Besserung bei körperlicher Anstrengung',
          ],
          'Migräne verschlechtert sich typischerweise bei Bewegung; Übelkeit und Reizempfindlichkeit sind typische Begleiter.',
        ),
        single(
          'q3',
          'Welche Voraussetzung gilt für rezeptfreie Triptane?',
          [
            '*Ärztlich diagnostizierte Migräne, Alter 18 bis 65 Jahre',
            'Keine Voraussetzungen',
            'Nur für Kinder',
            'Nur bei Spannungskopfschmerz',
          ],
          'Triptane sind nur für bekannte, ärztlich diagnostizierte Migräne vorgesehen und bei Herz-Kreislauf-Erkrankungen kontraindiziert.',
        ),
        multiple(
          'q4',
          'Welche Warnzeichen erfordern eine sofortige ärztliche Abklärung?',
          [
            '*Plötzlicher, stärkster Kopfschmerz',
            '*Fieber mit Nackensteifigkeit',
            '*Sprachstörungen',
            'Leichter Kopfschmerz nach langem Bildschirmtag',
          ],
          'Diese Zeichen können auf eine Hirnblutung, Meningitis oder einen Schlaganfall hinweisen.',
        ),
        single(
          'q5',
          'Welche äußerliche Anwendung hilft bei Spannungskopfschmerz?',
          [
            '*Pfefferminzöl auf Stirn und Schläfen',
            'Xylometazolin auf die Stirn',
            'Wärmepflaster auf den Bauch',
            'Sonnencreme',
          ],
          'Pfefferminzöl (10 % in Ethanol) kühlt und lindert den Schmerz nachweislich – ohne systemische Nebenwirkungen.',
        ),
        single(
          'q6',
          'Wozu dient ein Kopfschmerztagebuch?',
          [
            '*Auslöser, Häufigkeit und Schmerzmittelgebrauch zu erkennen',
            'Um mehr Schmerzmittel zu bekommen',
            'Es ersetzt den Arztbesuch',
            'Es ist nur für Kinder',
          ],
          'Das Tagebuch zeigt Muster und Übergebrauch von Schmerzmitteln und hilft bei der ärztlichen Diagnose.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'schmerztherapie-aeltere-special',
    name: 'SPECIAL: Schmerztherapie im Alter',
    longName: 'SPECIAL: Schmerztherapie bei älteren Menschen – sicher beraten bei Multimedikation',
    shortDescription:
      'Veränderte Pharmakokinetik, PRISCUS-Liste, Metamizol und Opioide: Schmerzberatung für Ältere mit Zertifikat.',
    type: 10,
    productSlug: null,
    manufacturerSlug: 'kalmus-healthcare',
    knowledgeValue: 50,
    budget: 0,
    visibleFromDaysAgo: 55,
    minSeconds: 240,
    hasCertificate: true,
    sourcesPdf: '/media/seed/downloads/quellen-schmerz-im-alter.pdf',
    footNote: 'Mit erfolgreichem Abschluss erhältst du ein Teilnahmezertifikat.',
    content: content(
      [
        text(
          'Warum Ältere anders reagieren',
          `
          Mit dem Alter verändern sich Aufnahme, Verteilung und Ausscheidung von Arzneistoffen:
          - Die **Nierenfunktion** nimmt ab – renal ausgeschiedene Wirkstoffe kumulieren.
          - Der **Fettanteil** steigt, der Wasseranteil sinkt: fettlösliche Wirkstoffe wirken länger.
          - Ältere nehmen oft **fünf und mehr Arzneimittel** ein (Multimedikation) – das Risiko für Wechselwirkungen steigt.

          Schmerzen im Alter werden häufig unterschätzt und unterbehandelt. Ziel ist eine wirksame **und** sichere Therapie.`,
        ),
        text(
          'NSAR und die PRISCUS-Liste',
          `
          Die **PRISCUS-Liste** nennt Arzneimittel, die für ältere Menschen potenziell ungeeignet sind. Dazu gehört die **längerfristige Einnahme systemischer NSAR** wie Ibuprofen, Diclofenac oder Naproxen: Magenblutungen, Nierenschäden, Blutdruckanstieg und Herzinsuffizienz.

          Bessere Optionen in der Selbstmedikation:
          - **topische NSAR** (z. B. Diclofenac-Gel) bei Gelenk- und Muskelschmerzen
          - **Paracetamol** in angepasster Dosis, Leberfunktion und Alkohol beachten
          - nicht-medikamentös: Wärme, Bewegung, Physiotherapie`,
        ),
        text(
          'Metamizol',
          `
          Das verschreibungspflichtige Metamizol wird bei Älteren häufig als Alternative zu NSAR verordnet. Es ist magenfreundlich, kann aber selten eine **Agranulozytose** auslösen – einen lebensbedrohlichen Mangel an weißen Blutkörperchen.

          Patienten bei jeder Abgabe auf die Warnzeichen hinweisen: **Fieber, Halsschmerzen, Entzündungen der Mundschleimhaut** – dann sofort zum Arzt und ein Blutbild machen lassen. Außerdem kann Metamizol bei rascher Gabe den Blutdruck senken.`,
        ),
        text(
          'Opioide',
          `
          Starke Schmerzen werden mit Opioiden behandelt (verschreibungspflichtig, teils Betäubungsmittel). Beratungsschwerpunkte:
          - **Obstipation:** Gegen sie entwickelt sich keine Toleranz – von Beginn an ein Abführmittel (z. B. Macrogol) einplanen.
          - **Übelkeit** und **Schwindel** zu Therapiebeginn; **Sturzgefahr** besonders nachts
          - keine Kombination mit Alkohol oder Schlafmitteln ohne ärztliche Rücksprache
          - Pflaster nicht erwärmen (Wärmflasche, Sauna), gebrauchte Pflaster zusammengeklebt entsorgen`,
        ),
        download(
          'Quellen und Leitlinien',
          'Verwendete Quellen und weiterführende Literatur.',
          'quellen-schmerz-im-alter.pdf',
        ),
      ],
      [
        multiple(
          'q1',
          'Welche Veränderungen im Alter beeinflussen die Arzneimittelwirkung?',
          ['*Abnehmende Nierenfunktion', '*Steigender Fettanteil', '*Multimedikation', 'Schnellere Leberentgiftung'],
          'Nierenfunktion, Körperzusammensetzung und die Zahl der Arzneimittel verändern die Wirkung. Die Leberfunktion nimmt eher ab.',
        ),
        single(
          'q2',
          'Was ist die PRISCUS-Liste?',
          [
            '*Eine Liste potenziell ungeeigneter Arzneimittel für ältere Menschen',
            'Eine Preisliste für Rx-Arzneimittel',
            'Die Liste der Betäubungsmittel',
            'Eine Liste neuer Generika',
          ],
          'Die PRISCUS-Liste unterstützt Ärzte und Apotheken dabei, riskante Arzneimittel bei Älteren zu erkennen und Alternativen zu finden.',
        ),
        single(
          'q3',
          'Welche Empfehlung ist bei Kniegelenkschmerzen einer 80-Jährigen besonders sinnvoll?',
          ['*Diclofenac-Gel', 'Ibuprofen 400 mg dreimal täglich über Monate', 'ASS 1000 mg täglich', 'Xylometazolin'],
          'Topische NSAR wirken lokal mit deutlich geringerer systemischer Belastung als Tabletten.',
        ),
        multiple(
          'q4',
          'Welche Warnzeichen einer Agranulozytose unter Metamizol nennst du?',
          ['*Fieber', '*Halsschmerzen', '*Entzündungen der Mundschleimhaut', 'Sonnenbrand'],
          'Diese Zeichen deuten auf eine Infektion bei fehlenden weißen Blutkörperchen hin – sofort zum Arzt.',
        ),
        single(
          'q5',
          'Welche Opioid-Nebenwirkung lässt im Verlauf der Therapie nicht nach?',
          ['Übelkeit', '*Obstipation', 'Schwindel', 'Müdigkeit'],
          'Gegen die Verstopfung entwickelt sich keine Toleranz, deshalb wird sie von Anfang an mitbehandelt.',
        ),
        single(
          'q6',
          'Was sagst du zu Schmerzpflastern mit Opioiden?',
          [
            '*Nicht erwärmen und gebrauchte Pflaster zusammengeklebt entsorgen',
            'Mit der Wärmflasche verstärken',
            'Nach Gebrauch in die Toilette werfen',
            'Zerschneiden, um die Dosis zu erhöhen',
          ],
          'Wärme steigert die Freisetzung gefährlich; gebrauchte Pflaster enthalten noch Wirkstoff und müssen sicher entsorgt werden.',
        ),
      ],
    ),
  }),
];
