import { content, image, multiple, seedModule, single, text } from '../helpers';
import type { SeedModule } from '../types';

export const erkaeltungModules: SeedModule[] = [
  seedModule({
    slug: 'erkaeltung-grundlagen',
    name: 'Erkältung kompakt',
    longName: 'Erkältung kompakt: Grundlagen der Selbstmedikation',
    shortDescription:
      'Erkältung oder Grippe? Symptome einordnen, Grenzen der Selbstmedikation erkennen und symptomorientiert beraten.',
    type: 0,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 20,
    budget: 0,
    visibleFromDaysAgo: 180,
    minSeconds: 90,
    hasCertificate: false,
    content: content(
      [
        text(
          'Erkältung oder Grippe?',
          `
          Ein **grippaler Infekt** (Erkältung) wird meist durch Rhino-, Adeno- oder Coronaviren ausgelöst. Er beginnt schleichend mit Halskratzen, gefolgt von Schnupfen und Husten; Fieber bleibt meist mäßig. Nach 7–10 Tagen klingen die Beschwerden in der Regel ab.

          Die **echte Grippe** (Influenza) beginnt dagegen plötzlich:
          - hohes Fieber über 38,5 °C, oft mit Schüttelfrost
          - starke Kopf- und Gliederschmerzen
          - ausgeprägtes Krankheitsgefühl, trockener Husten

          Beide Erkrankungen sind viral – Antibiotika helfen nicht und sollten nicht „vorsorglich“ eingenommen werden.`,
        ),
        image(
          'Die Unterschiede auf einen Blick',
          'erkaeltung-symptome',
          'Gegenüberstellung der Symptome von Erkältung und Grippe: Beginn, Fieber, Schmerzen, Krankheitsgefühl',
          'Der plötzliche Beginn mit hohem Fieber ist der wichtigste Hinweis auf eine Influenza.',
        ),
        text(
          'Grenzen der Selbstmedikation',
          `
          Frag nach Dauer, Stärke der Beschwerden, Begleiterkrankungen und Dauermedikation. An den Arzt verweist du bei:
          - Fieber über 39 °C oder Fieber länger als drei Tage
          - Atemnot, Brustschmerzen, blutigem oder eitrigem Auswurf
          - starken Ohren- oder Gesichtsschmerzen
          - Beschwerden, die länger als 10–14 Tage anhalten
          - Säuglingen, Hochbetagten, Schwangeren, Immungeschwächten und chronisch Kranken (z. B. Asthma, COPD, Herzinsuffizienz)`,
        ),
        text(
          'Symptomorientiert beraten',
          `
          **Schnupfen:** Meerwasser-Nasenspray zur Befeuchtung, bei verstopfter Nase abschwellende Nasensprays (Xylometazolin, Oxymetazolin) für höchstens 7 Tage.

          **Halsschmerzen:** Lutschtabletten mit Schleimstoffen, Lokalanästhetika (Benzocain, Lidocain) oder Ambroxol; bei starken Schmerzen systemisch Ibuprofen.

          **Husten:** trockener Reizhusten – Antitussivum wie Dextromethorphan, vor allem zur Nacht; festsitzender Schleim – Expektoranzien wie Acetylcystein, Ambroxol oder Efeublätter-Extrakt.

          **Fieber und Gliederschmerzen:** Paracetamol oder Ibuprofen. Kombinationspräparate nur, wenn wirklich alle enthaltenen Wirkstoffe gebraucht werden.

          Dazu immer: viel trinken, Ruhe, Inhalation mit Wasserdampf, Hände waschen.`,
        ),
      ],
      [
        single(
          'q1',
          'Welches Merkmal spricht eher für eine echte Grippe als für eine Erkältung?',
          [
            '*Plötzlicher Beginn mit hohem Fieber und starken Gliederschmerzen',
            'Langsamer Beginn mit Halskratzen',
            'Leichter Fließschnupfen',
            'Niesreiz am Morgen',
          ],
          'Die Influenza beginnt typischerweise schlagartig mit hohem Fieber, Kopf- und Gliederschmerzen, während sich eine Erkältung langsam entwickelt.',
        ),
        multiple(
          'q2',
          'Bei welchen Beschwerden solltest du an den Arzt verweisen?',
          [
            '*Fieber über 39 °C',
            '*Atemnot',
            'Schnupfen seit zwei Tagen',
            '*Beschwerden seit mehr als zwei Wochen',
            'Leichtes Halskratzen',
          ],
          'Hohes Fieber, Atemnot und lang anhaltende Beschwerden sind Warnzeichen. Ein zwei Tage alter Schnupfen oder leichtes Halskratzen lassen sich in der Apotheke behandeln.',
        ),
        single(
          'q3',
          'Warum helfen Antibiotika bei einer Erkältung nicht?',
          [
            '*Erkältungen werden fast immer durch Viren verursacht',
            'Antibiotika wirken erst nach drei Wochen',
            'Antibiotika wirken nur bei Fieber',
            'Weil Erkältungen durch Pilze entstehen',
          ],
          'Antibiotika wirken gegen Bakterien, nicht gegen Viren. Ihr unnötiger Einsatz fördert Resistenzen und verursacht Nebenwirkungen.',
        ),
        single(
          'q4',
          'Eine Kundin klagt über trockenen Reizhusten, der sie nachts nicht schlafen lässt. Welcher Wirkstoff passt?',
          ['*Dextromethorphan', 'Acetylcystein', 'Ambroxol', 'Xylometazolin'],
          'Dextromethorphan dämpft den Hustenreiz zentral und eignet sich bei unproduktivem Reizhusten, besonders zur Nacht. Acetylcystein und Ambroxol sind Expektoranzien.',
        ),
        multiple(
          'q5',
          'Welche allgemeinen Empfehlungen passen bei einer Erkältung?',
          [
            '*Ausreichend trinken',
            '*Inhalation mit Wasserdampf',
            '*Körperliche Schonung',
            'Vorsorglich ein Antibiotikum einnehmen',
          ],
          'Flüssigkeit, Inhalation und Ruhe unterstützen die Genesung. Antibiotika sind bei viralen Infekten nicht angezeigt.',
        ),
        single(
          'q6',
          'Wie lange dauert eine unkomplizierte Erkältung typischerweise?',
          ['1–2 Tage', '*7–10 Tage', '4–6 Wochen', 'Mehrere Monate'],
          'Eine unkomplizierte Erkältung klingt meist nach etwa einer Woche, spätestens nach 10–14 Tagen ab. Länger anhaltende Beschwerden gehören ärztlich abgeklärt.',
        ),
      ],
    ),
  }),
  seedModule({
    slug: 'husten-richtig-behandeln',
    name: 'Husten differenziert behandeln',
    longName: 'Husten differenziert behandeln: Antitussiva, Expektoranzien und Warnzeichen',
    shortDescription:
      'Reizhusten oder produktiver Husten? Wirkstoffe, Altersgrenzen, Wechselwirkungen und wann der Husten zum Arzt gehört.',
    type: 1,
    productSlug: null,
    manufacturerSlug: null,
    knowledgeValue: 30,
    budget: 0,
    visibleFromDaysAgo: 150,
    minSeconds: 120,
    content: content(
      [
        text(
          'Husten verstehen',
          `
          Husten ist ein Schutzreflex, der die Atemwege von Schleim und Fremdkörpern befreit. Man unterscheidet nach Dauer:
          - **akut:** bis 3 Wochen, meist im Rahmen einer Erkältung
          - **subakut:** 3 bis 8 Wochen, z. B. postinfektiös
          - **chronisch:** länger als 8 Wochen – immer ärztlich abklären

          Zu Beginn eines Infekts ist der Husten oft trocken (unproduktiv), später löst sich Schleim (produktiver Husten).`,
        ),
        text(
          'Reizhusten: Antitussiva',
          `
          **Dextromethorphan** dämpft das Hustenzentrum. Altersgrenzen der jeweiligen Präparate beachten. Wichtig: nicht mit MAO-Hemmern oder SSRI kombinieren (Gefahr eines Serotonin-Syndroms); bei Jugendlichen auf Missbrauch achten.

          Pflanzliche Alternativen mit Schleimstoffen – Eibischwurzel, Isländisch Moos, Spitzwegerich – bilden einen Schutzfilm auf der Schleimhaut und eignen sich auch für Kinder.

          Antitussiva nicht gleichzeitig mit Expektoranzien einnehmen: Der gelöste Schleim würde nicht abgehustet (Sekretstau). Möglich ist tagsüber ein Expektorans, abends ein Antitussivum.`,
        ),
        text(
          'Produktiver Husten: Expektoranzien',
          `
          - **Acetylcystein (ACC):** spaltet Disulfidbrücken im Schleim; nicht für Kinder unter 2 Jahren.
          - **Ambroxol:** fördert die Sekretbildung und den Abtransport; selten schwere Hautreaktionen – bei Ausschlag absetzen.
          - **Pflanzlich:** Efeublätter-, Thymian- und Primelwurzel-Extrakt, Cineol (Eukalyptusöl) oder Myrtol.

          Viel trinken unterstützt jede schleimlösende Therapie. Ätherische Öle wie Menthol oder Kampfer dürfen bei Säuglingen und Kleinkindern unter 2 Jahren nicht im Gesichtsbereich angewendet werden – es droht ein Kehlkopfkrampf (Laryngospasmus).`,
        ),
        text(
          'Warnzeichen',
          `
          An den Arzt verweisen bei:
          - Husten länger als 3 Wochen oder blutigem Auswurf
          - Atemnot, pfeifender Atmung, hohem Fieber
          - verändertem Husten bei Rauchern
          - Verdacht auf Arzneimittelnebenwirkung: **ACE-Hemmer** (z. B. Ramipril, Enalapril) verursachen bei bis zu 10 % der Patienten einen trockenen Reizhusten. Hier hilft kein Hustenmittel – die Therapie muss der Arzt anpassen.`,
        ),
      ],
      [
        single(
          'q1',
          'Ab welcher Dauer spricht man von chronischem Husten?',
          ['Ab 1 Woche', 'Ab 3 Wochen', '*Ab 8 Wochen', 'Ab 6 Monaten'],
          'Akuter Husten dauert bis 3 Wochen, subakuter 3–8 Wochen. Ab 8 Wochen gilt Husten als chronisch und muss ärztlich abgeklärt werden.',
        ),
        single(
          'q2',
          'Welche Arzneistoffgruppe löst häufig einen trockenen Reizhusten als Nebenwirkung aus?',
          ['*ACE-Hemmer wie Ramipril', 'Antihistaminika wie Cetirizin', 'Protonenpumpenhemmer', 'Magnesiumpräparate'],
          'ACE-Hemmer hemmen den Abbau von Bradykinin, das die Atemwege reizt. Der Husten verschwindet erst nach Umstellung der Therapie durch den Arzt.',
        ),
        multiple(
          'q3',
          'Welche Wirkstoffe gehören zu den Expektoranzien?',
          ['*Acetylcystein', '*Ambroxol', '*Efeublätter-Extrakt', 'Dextromethorphan'],
          'Acetylcystein, Ambroxol und Efeublätter-Extrakt lösen Schleim. Dextromethorphan ist ein Antitussivum und dämpft den Hustenreiz.',
        ),
        single(
          'q4',
          'Warum sollen Antitussiva und Expektoranzien nicht gleichzeitig eingenommen werden?',
          [
            'Sie heben sich chemisch auf',
            '*Der gelöste Schleim wird nicht abgehustet und staut sich',
            'Die Kombination macht abhängig',
            'Beide erhöhen den Blutdruck',
          ],
          'Das Expektorans verflüssigt den Schleim, das Antitussivum unterdrückt den Husten, der ihn abtransportieren würde. Zeitversetzt (tags/nachts) ist die Kombination möglich.',
        ),
        single(
          'q5',
          'Was ist das Risiko von Menthol- oder Kampferbalsam bei Säuglingen?',
          ['Sonnenbrand', '*Kehlkopfkrampf mit Atemnot', 'Vitaminmangel', 'Keines, sie sind unbedenklich'],
          'Bei Säuglingen und Kleinkindern unter 2 Jahren können ätherische Öle im Gesichtsbereich einen Laryngospasmus mit Atemnot auslösen.',
        ),
        multiple(
          'q6',
          'Mit welchen Arzneistoffen sollte Dextromethorphan nicht kombiniert werden?',
          ['*MAO-Hemmer', '*SSRI wie Fluoxetin', 'Meerwasser-Nasenspray', 'Vitamin C'],
          'MAO-Hemmer und SSRI erhöhen zusammen mit Dextromethorphan das Risiko eines Serotonin-Syndroms.',
        ),
        single(
          'q7',
          'Ab welchem Alter darf Acetylcystein angewendet werden?',
          ['Ab Geburt', '*Ab 2 Jahren', 'Ab 12 Jahren', 'Ab 18 Jahren'],
          'Acetylcystein ist bei Kindern unter 2 Jahren kontraindiziert, da sie den verflüssigten Schleim noch nicht ausreichend abhusten können.',
        ),
      ],
    ),
  }),
];
