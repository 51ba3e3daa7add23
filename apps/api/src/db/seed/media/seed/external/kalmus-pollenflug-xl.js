(() => {
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
