/**
 * Self-contained "external" pages served from /media/seed/external/. The API's CSP allows only
 * same-origin scripts, so each page loads its script from a sibling .js file (no inline script).
 */

const STYLE = `
  body { font-family: 'DejaVu Sans', 'Segoe UI', Arial, sans-serif; margin: 0; background: #f0eafa; color: #352063; }
  main { max-width: 720px; margin: 0 auto; padding: 32px 24px; }
  h1 { font-size: 1.6rem; margin: 0 0 8px; }
  .card { background: #fff; border-radius: 16px; padding: 24px; margin: 16px 0; box-shadow: 0 2px 8px rgba(53, 32, 99, .12); }
  .card[hidden] { display: none; }
  button { font: inherit; border: 0; border-radius: 999px; padding: 10px 22px; background: #6a4bb0; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #352063; outline-offset: 2px; }
  button[disabled] { opacity: .5; cursor: default; }
  .row { display: flex; gap: 12px; justify-content: space-between; align-items: center; }
  .step { font-size: .9rem; opacity: .8; }
  label { display: block; margin: 10px 0; }
  textarea { width: 100%; min-height: 80px; font: inherit; }`;

function page(title: string, body: string, script: string): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
<script src="./${script}"></script>
</body>
</html>
`;
}

const STATIONS: [string, string][] = [
  [
    'Januar bis März: Hasel und Erle',
    'Die ersten Pollen fliegen oft schon im Januar. Wer auf Hasel oder Erle reagiert, beginnt mit der vorbeugenden Behandlung rechtzeitig – Cromoglicinsäure etwa eine Woche vor dem erwarteten Pollenflug.',
  ],
  [
    'März bis Mai: Birke',
    'Die Birke ist einer der stärksten Allergieauslöser. Achte auf Kreuzallergien mit Äpfeln, Haselnüssen und Steinobst (orales Allergiesyndrom).',
  ],
  [
    'Mai bis Juli: Gräser',
    'Gräserpollen betreffen die meisten Heuschnupfen-Patienten. Antihistaminika wie Cetirizin über die gesamte Saison regelmäßig einnehmen; bei verstopfter Nase ergänzt ein Glukokortikoid-Nasenspray.',
  ],
  [
    'Juli bis September: Beifuß und Ambrosia',
    'Ambrosia ist hochallergen und breitet sich aus. Auch im Spätsommer an Allergien denken, wenn Kunden über „Dauerschnupfen“ klagen.',
  ],
  [
    'Wetter und Pollenflug',
    'Anhaltender Regen wäscht Pollen aus der Luft, warme, trockene und windige Tage erhöhen die Belastung. Vor Gewittern kann die Konzentration kurzfristig stark ansteigen.',
  ],
];

const pollenflugHtml = page(
  'Kalmus Pollenflug-Guide',
  `<h1>Der Kalmus Pollenflug-Guide</h1>
<p>Fünf Stationen durch das Pollenjahr. Klick dich durch und schließ mit „Fertig“ ab.</p>
${STATIONS.map(
  ([heading, text], i) => `<section class="card" data-station="${i}"${i ? ' hidden' : ''}>
<p class="step">Station ${i + 1} von ${STATIONS.length}</p>
<h2>${heading}</h2>
<p>${text}</p>
</section>`,
).join('\n')}
<div class="row">
<button type="button" id="back" disabled>Zurück</button>
<button type="button" id="next">Weiter</button>
<button type="button" id="done" hidden>Fertig</button>
</div>
<p id="status" role="status"></p>`,
  'kalmus-pollenflug-xl.js',
);

const pollenflugJs = `(() => {
  const stations = document.querySelectorAll('[data-station]');
  const back = document.getElementById('back');
  const next = document.getElementById('next');
  const done = document.getElementById('done');
  let current = 0;
  function show(index) {
    current = index;
    stations.forEach((s, i) => {
      s.hidden = i !== index;
    });
    back.disabled = index === 0;
    next.hidden = index === stations.length - 1;
    done.hidden = index !== stations.length - 1;
  }
  back.addEventListener('click', () => {
    show(Math.max(0, current - 1));
  });
  next.addEventListener('click', () => {
    show(Math.min(stations.length - 1, current + 1));
  });
  done.addEventListener('click', () => {
    window.parent.postMessage({ type: 'apopunkt:complete' }, '*');
    document.getElementById('status').textContent = 'Geschafft! Weiter geht es mit dem Quiz.';
    done.disabled = true;
  });
})();
`;

const umfrageHtml = page(
  'Lindgrün Umfrage',
  `<h1>Deine Meinung zu Lindgrün</h1>
<form class="card" id="survey">
<p>Drei kurze Fragen – die Antworten bleiben anonym.</p>
<fieldset><legend>Wie oft fragen Kunden nach Mitteln gegen Völlegefühl?</legend>
<label><input type="radio" name="haeufigkeit" value="taeglich" required> täglich</label>
<label><input type="radio" name="haeufigkeit" value="woechentlich"> wöchentlich</label>
<label><input type="radio" name="haeufigkeit" value="selten"> selten</label>
</fieldset>
<fieldset><legend>Ist die neue 100-ml-Flasche für deine Kunden interessant?</legend>
<label><input type="radio" name="flasche" value="ja" required> ja</label>
<label><input type="radio" name="flasche" value="nein"> nein</label>
</fieldset>
<label for="anmerkung">Anmerkungen (optional)</label>
<textarea id="anmerkung" name="anmerkung"></textarea>
<p><button type="submit">Absenden</button></p>
</form>
<p id="status" role="status"></p>`,
  'lindgruen-umfrage.js',
);

const umfrageJs = `(() => {
  const form = document.getElementById('survey');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.hidden = true;
    document.getElementById('status').textContent = 'Vielen Dank für deine Teilnahme!';
    if (window.parent !== window) window.parent.postMessage({ type: 'apopunkt:survey-complete' }, '*');
  });
})();
`;

/** File name → content, for /media/seed/external/. */
export const EXTERNAL_FILES: Record<string, string> = {
  'kalmus-pollenflug-xl.html': pollenflugHtml,
  'kalmus-pollenflug-xl.js': pollenflugJs,
  'lindgruen-umfrage.html': umfrageHtml,
  'lindgruen-umfrage.js': umfrageJs,
};
