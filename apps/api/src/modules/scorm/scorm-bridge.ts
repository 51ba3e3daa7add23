/**
 * The SCORM runtime inside a package's own documents, served as /media/scorm-bridge.js and put
 * into every HTML file of a package (scorm-files.ts). The package runs in an opaque origin, so it
 * cannot reach the player's window; this script gives it `window.API` (1.2) or `window.API_1484_11`
 * (2004) on its own window. Reads are answered at once from its copy of the data model; every
 * Initialize, SetValue, Commit and Finish goes to the player (window.top, posted to the portal's
 * address only), which keeps the real runtime (scorm-again), checks that the message comes from
 * its frame and answers with the data model as it stands, which updates the copy (values set here
 * after the answered call stay). `data-scorm-version` on the script tag names the version; without
 * it both objects are defined.
 *
 * Plain browser JavaScript in a string: it is served to the package as it is, not bundled into the
 * web app, and runs in old packages' pages (no modules, no newer syntax than the packages need).
 * The protocol is the web app's features/player/scorm/scorm-frame-host.ts.
 */
export const SCORM_BRIDGE_SCRIPT = `(function () {
  'use strict';
  var TYPE = 'apopunkt:scorm';
  var script = document.currentScript;
  var version = script ? script.getAttribute('data-scorm-version') : null;
  // The portal's address: the URL's origin, although this document's own origin is opaque.
  var portal = location.origin;
  var player = window.top;
  var DEFAULTS = {
    '1.2': {
      'cmi.core.lesson_status': 'not attempted', 'cmi.core.entry': 'ab-initio', 'cmi.core.credit': 'credit',
      'cmi.core.lesson_mode': 'normal', 'cmi.core.exit': '', 'cmi.core.lesson_location': '',
      'cmi.core.student_id': '', 'cmi.core.student_name': '', 'cmi.suspend_data': '', 'cmi.launch_data': '',
      'cmi.core.score.raw': '', 'cmi.core.score.min': '', 'cmi.core.score.max': '', 'cmi.core.total_time': '0000:00:00'
    },
    '2004': {
      'cmi.completion_status': 'unknown', 'cmi.success_status': 'unknown', 'cmi.entry': 'ab-initio',
      'cmi.credit': 'credit', 'cmi.mode': 'normal', 'cmi.exit': '', 'cmi.location': '', 'cmi.learner_id': '',
      'cmi.learner_name': '', 'cmi.suspend_data': '', 'cmi.launch_data': '', 'cmi.score.scaled': '',
      'cmi.score.raw': '', 'cmi.score.min': '', 'cmi.score.max': '', 'cmi.progress_measure': '',
      'cmi.total_time': 'PT0H0M0S'
    }
  };
  var ERRORS = { '0': 'No error', '101': 'General exception', '201': 'Invalid argument error',
    '301': 'Not initialized', '351': 'General set failure', '401': 'Not implemented error',
    '405': 'Incorrect data type', '406': 'Data model element type mismatch' };
  var values = Object.create(null);
  var setAt = Object.create(null);
  var seq = 0;
  var lastError = '0';

  function seed(v) {
    var defaults = DEFAULTS[v] || {};
    for (var key in defaults) values[key] = defaults[key];
  }
  if (version) seed(version); else { seed('1.2'); seed('2004'); }

  function post(method, params) {
    seq += 1;
    try { player.postMessage({ type: TYPE, seq: seq, method: method, params: params }, portal); } catch (e) {}
    return seq;
  }

  window.addEventListener('message', function (event) {
    var data = event.data;
    if (event.source !== player || player === window || !data || data.type !== TYPE + ':state') return;
    var answered = typeof data.seq === 'number' ? data.seq : 0;
    var incoming = data.values && typeof data.values === 'object' ? data.values : {};
    for (var key in incoming) {
      if (typeof incoming[key] === 'string' && !(setAt[key] > answered)) values[key] = incoming[key];
    }
    if (answered === seq && typeof data.error === 'string') lastError = data.error;
  });

  function api(names) {
    var self = {};
    self[names.init] = function () { post(names.init, ['']); return 'true'; };
    self[names.finish] = function () { post(names.finish, ['']); return 'true'; };
    self[names.commit] = function () { post(names.commit, ['']); return 'true'; };
    self[names.get] = function (key) {
      key = String(key);
      return key in values ? values[key] : '';
    };
    self[names.set] = function (key, value) {
      key = String(key);
      values[key] = String(value);
      setAt[key] = post(names.set, [key, String(value)]);
      lastError = '0';
      return 'true';
    };
    self[names.lastError] = function () { return lastError; };
    self[names.errorString] = function (code) { return ERRORS[String(code)] || ''; };
    self[names.diagnostic] = function () { return ''; };
    return self;
  }

  if (version !== '2004') {
    window.API = api({ init: 'LMSInitialize', finish: 'LMSFinish', commit: 'LMSCommit', get: 'LMSGetValue',
      set: 'LMSSetValue', lastError: 'LMSGetLastError', errorString: 'LMSGetErrorString', diagnostic: 'LMSGetDiagnostic' });
  }
  if (version !== '1.2') {
    window.API_1484_11 = api({ init: 'Initialize', finish: 'Terminate', commit: 'Commit', get: 'GetValue',
      set: 'SetValue', lastError: 'GetLastError', errorString: 'GetErrorString', diagnostic: 'GetDiagnostic' });
  }
})();
`;
