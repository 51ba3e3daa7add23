(() => {
  const form = document.getElementById('survey');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    form.hidden = true;
    document.getElementById('status').textContent = 'Vielen Dank für Ihre Teilnahme!';
    if (window.parent !== window) window.parent.postMessage({ type: 'apopunkt:survey-complete' }, '*');
  });
})();
