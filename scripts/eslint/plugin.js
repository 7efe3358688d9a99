import noUntranslatedText from './no-untranslated-text.js';

/** The project's own lint rules. */
export default { rules: { 'no-untranslated-text': noUntranslatedText } };
