/* global localStorage, window, document, Element, Event, HTMLInputElement, HTMLTextAreaElement */
// Runs before the first paint (a blocking script in <head>, allowed by the CSP as our own file).
(function () {
  // The theme remembered in this browser goes on <html>, so no page flashes in the wrong
  // colours. The account's setting (features/settings) takes over once it has loaded.
  try {
    var preference = localStorage.getItem('theme');
    var dark =
      preference === 'dark' ||
      (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage blocked: the light default stays, and the settings apply after load.
  }

  // A page the server drew (decision 035) shows its buttons and forms before its script has
  // taken them over. A press in that moment would be lost, and a form would submit itself
  // natively: a sign-in form as a GET, the password in the address. Until the app says the
  // page is live (components/page-live.tsx), the events of a press on a button are held
  // here and then dispatched again, in order, to the live page (a menu that opens on
  // pointerdown or on Enter gets those, a plain button its click); a form's submit is
  // stopped and requested again. What is typed meanwhile stays in the field and is handed
  // over too, as one input event per field. Links and selection are left alone.
  var PRESS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'keydown', 'keyup', 'click'];
  var held = [];
  function hold(event) {
    var target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'submit') {
      held.push({ form: target, submitter: event.submitter || null });
      event.preventDefault();
    } else {
      var button = target.closest('button');
      if (!button) return;
      // A submit button's click goes on to become the form's submit, held above.
      if (event.type === 'click' && button.type === 'submit' && button.form) return;
      held.push({ event: event, target: target });
    }
    event.stopPropagation();
  }
  var typed = new Map();
  function remember(event) {
    var field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    typed.set(field, field.value);
    event.stopPropagation();
  }
  // A field's text set past React's own record of it, so that the input event that follows
  // reads as a change (React compares the two) and reaches the field's onChange.
  function handOver(field, value) {
    var prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    var setValue = Object.getOwnPropertyDescriptor(prototype.prototype, 'value').set;
    field.value = value === '' ? ' ' : '';
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  document.addEventListener('input', remember, true);
  var types = PRESS.concat('submit');
  types.forEach(function (type) {
    document.addEventListener(type, hold, true);
  });
  window.trackroomPageLive = function () {
    types.forEach(function (type) {
      document.removeEventListener(type, hold, true);
    });
    document.removeEventListener('input', remember, true);
    window.trackroomPageLive = function () {};
    // Said on the page too: a test (or anything else) can wait for the page to be live.
    document.documentElement.setAttribute('data-page-live', '');
    typed.forEach(function (value, field) {
      if (field.isConnected) handOver(field, value);
    });
    // After React has drawn what the typing changed (its updates land in a later task).
    setTimeout(function () {
      held.forEach(function (press) {
        if (press.form) {
          if (press.form.isConnected) press.form.requestSubmit(press.submitter);
        } else if (press.target.isConnected) {
          // The held event is its own description: type, button, key, coordinates.
          press.target.dispatchEvent(new press.event.constructor(press.event.type, press.event));
        }
      });
    }, 0);
  };
})();
