import type { IconName, Topic } from './topics';

/** Infographics shown on image pages: a title and two to four cards. */
export interface Illustration {
  name: string;
  topic: Topic;
  title: string;
  cards: { icon: IconName; heading: string; lines: string[] }[];
}

export const ILLUSTRATIONS: Illustration[] = [
  {
    name: 'erkaeltung-symptome',
    topic: 'erkaeltung',
    title: 'Erkältung oder Grippe?',
    cards: [
      { icon: 'thermometer', heading: 'Beginn', lines: ['Erkältung: schleichend', 'Grippe: plötzlich'] },
      { icon: 'bolt', heading: 'Fieber', lines: ['Erkältung: leicht', 'Grippe: über 38,5 °C'] },
      { icon: 'heart', heading: 'Schmerzen', lines: ['Erkältung: Halskratzen', 'Grippe: Kopf, Glieder'] },
      { icon: 'moon', heading: 'Dauer', lines: ['Erkältung: 7–10 Tage', 'Grippe: oft 1–2 Wochen'] },
    ],
  },
  {
    name: 'nasenspray-anwendung',
    topic: 'erkaeltung',
    title: 'Nasenspray richtig anwenden',
    cards: [
      { icon: 'drop', heading: '1. Schnäuzen', lines: ['Nase vorher', 'gründlich reinigen'] },
      { icon: 'spray', heading: '2. Kopf neigen', lines: ['leicht nach vorn,', 'Flasche aufrecht'] },
      { icon: 'leaf', heading: '3. Seitlich sprühen', lines: ['Richtung Ohr,', 'sanft einatmen'] },
      { icon: 'shield', heading: '4. Reinigen', lines: ['Sprühkopf abwischen,', 'ein Spray pro Person'] },
    ],
  },
  {
    name: 'uv-strahlung',
    topic: 'sonnenschutz',
    title: 'UV-Strahlung und Lichtschutz',
    cards: [
      { icon: 'sun', heading: 'UV-B', lines: ['280–315 nm, Oberhaut', 'Sonnenbrand'] },
      { icon: 'sun', heading: 'UV-A', lines: ['315–400 nm, Lederhaut', 'Hautalterung, Allergien'] },
      { icon: 'shield', heading: 'LSF', lines: ['verlängert die Eigen-', 'schutzzeit – 60 % nutzen'] },
      { icon: 'drop', heading: 'UVA-Logo', lines: ['UV-A-Schutz mindestens', 'ein Drittel des LSF'] },
    ],
  },
  {
    name: 'sonnenschutz-menge',
    topic: 'sonnenschutz',
    title: 'Die Teelöffel-Regel: rund 35 ml',
    cards: [
      { icon: 'drop', heading: 'Gesicht & Hals', lines: ['1 Teelöffel', 'inklusive Ohren'] },
      { icon: 'drop', heading: 'Arme', lines: ['je 1 Teelöffel', '= 2 Teelöffel'] },
      { icon: 'drop', heading: 'Beine', lines: ['je 1 Teelöffel', '= 2 Teelöffel'] },
      { icon: 'drop', heading: 'Rumpf', lines: ['vorne und hinten', 'je 1 Teelöffel'] },
    ],
  },
  {
    name: 'verdauung-abfuehrmittel',
    topic: 'verdauung',
    title: 'Verstopfung: vom Lebensstil zum Abführmittel',
    cards: [
      { icon: 'heart', heading: 'Lebensstil', lines: ['Ballaststoffe, trinken,', 'Bewegung'] },
      { icon: 'leaf', heading: 'Quellmittel', lines: ['Flohsamenschalen', 'mit viel Wasser'] },
      { icon: 'drop', heading: 'Osmotisch', lines: ['Macrogol,', 'Lactulose'] },
      { icon: 'bolt', heading: 'Stimulierend', lines: ['Bisacodyl, Natrium-', 'picosulfat – kurzfristig'] },
    ],
  },
  {
    name: 'sodbrennen-stufen',
    topic: 'verdauung',
    title: 'Sodbrennen: Stufen der Selbstmedikation',
    cards: [
      { icon: 'bolt', heading: 'Antazida', lines: ['wirken in Minuten', '2 h Abstand zu AM'] },
      { icon: 'shield', heading: 'Alginate', lines: ['Schaumbarriere', 'auch in der Schwangersch.'] },
      { icon: 'capsule', heading: 'H2-Blocker', lines: ['Famotidin', 'Wirkung nach ~1 h'] },
      { icon: 'capsule', heading: 'PPI', lines: ['vor dem Frühstück', 'max. 14 Tage'] },
    ],
  },
  {
    name: 'pollenflugkalender',
    topic: 'allergien',
    title: 'Pollenflugkalender (Hauptblüte)',
    cards: [
      { icon: 'flower', heading: 'Hasel, Erle', lines: ['Januar bis März'] },
      { icon: 'leaf', heading: 'Birke', lines: ['März bis Mai'] },
      { icon: 'flower', heading: 'Gräser', lines: ['Mai bis Juli'] },
      { icon: 'leaf', heading: 'Beifuß, Ambrosia', lines: ['Juli bis September'] },
    ],
  },
  {
    name: 'schmerzmittel-vergleich',
    topic: 'schmerz',
    title: 'Rezeptfreie Analgetika im Vergleich',
    cards: [
      { icon: 'capsule', heading: 'ASS', lines: ['hemmt Gerinnung', 'nicht vor OPs'] },
      { icon: 'capsule', heading: 'Ibuprofen', lines: ['entzündungshemmend', 'OTC max. 1200 mg/Tag'] },
      { icon: 'capsule', heading: 'Paracetamol', lines: ['magenfreundlich', 'Leber! max. 4 g/Tag'] },
      { icon: 'capsule', heading: 'Naproxen', lines: ['lang wirksam', '8–12 Stunden'] },
    ],
  },
  {
    name: 'haut-barriere',
    topic: 'haut',
    title: 'Die Hautbarriere: Ziegel und Mörtel',
    cards: [
      { icon: 'shield', heading: 'Hornzellen', lines: ['die „Ziegel“', 'der Hornschicht'] },
      { icon: 'drop', heading: 'Lipide', lines: ['Ceramide als', '„Mörtel“'] },
      { icon: 'leaf', heading: 'Feuchthaltefaktoren', lines: ['Urea, Glycerin', 'binden Wasser'] },
    ],
  },
  {
    name: 'vitamin-d-quellen',
    topic: 'vitamine',
    title: 'Woher kommt Vitamin D?',
    cards: [
      { icon: 'sun', heading: 'Sonne', lines: ['80–90 % Eigensynthese', 'April bis September'] },
      { icon: 'leaf', heading: 'Nahrung', lines: ['fetter Fisch, Eier', 'nur ein kleiner Teil'] },
      { icon: 'capsule', heading: 'Ergänzung', lines: ['20 µg (800 I.E.)', 'bei fehlender Synthese'] },
      { icon: 'heart', heading: 'Risikogruppen', lines: ['Ältere, wenig draußen,', 'dunkle Haut'] },
    ],
  },
  {
    name: 'reiseapotheke-checkliste',
    topic: 'reise',
    title: 'Checkliste Reiseapotheke',
    cards: [
      { icon: 'capsule', heading: 'Dauermedikation', lines: ['mit Reserve', 'im Handgepäck'] },
      { icon: 'thermometer', heading: 'Schmerz & Fieber', lines: ['Ibuprofen/Paracetamol', 'Thermometer'] },
      { icon: 'leaf', heading: 'Magen-Darm', lines: ['Rehydratation,', 'Loperamid'] },
      { icon: 'sun', heading: 'Haut & Sonne', lines: ['Sonnenschutz,', 'Mückenschutz, Pflaster'] },
    ],
  },
  {
    name: 'schlafhygiene',
    topic: 'schlaf',
    title: 'Vier Regeln für guten Schlaf',
    cards: [
      { icon: 'moon', heading: 'Rhythmus', lines: ['feste Zeiten,', 'auch am Wochenende'] },
      { icon: 'bolt', heading: 'Koffein & Alkohol', lines: ['ab nachmittags', 'verzichten'] },
      { icon: 'thermometer', heading: 'Schlafzimmer', lines: ['16–18 °C, dunkel,', 'ohne Bildschirm'] },
      { icon: 'leaf', heading: 'Abendritual', lines: ['nach 20 Minuten wach:', 'aufstehen'] },
    ],
  },
  {
    name: 'harnwegsinfekt-warnzeichen',
    topic: 'blase',
    title: 'Harnwegsinfekt: ab zum Arzt bei …',
    cards: [
      { icon: 'thermometer', heading: 'Fieber', lines: ['Schüttelfrost,', 'Flankenschmerzen'] },
      { icon: 'drop', heading: 'Blut im Urin', lines: ['oder keine Besserung', 'nach 3 Tagen'] },
      { icon: 'heart', heading: 'Personengruppen', lines: ['Männer, Schwangere,', 'Kinder'] },
      { icon: 'shield', heading: 'Wiederholung', lines: ['häufige Infekte,', 'Diabetes'] },
    ],
  },
];
