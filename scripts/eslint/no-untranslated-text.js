// Words a person reads go through the message catalogue (shared/i18n/catalogue), in all four locales.
// This rule finds text written straight into what a person sees: JSX text, the JSX attributes a person
// reads or hears (title, aria-label, placeholder, alt, label), strings and templates placed as JSX
// children, and the texts of main's notices, dialogs, notifications and tray. Symbols, numbers, key
// names and proper names are allowed (ALLOWED below): they read the same in every language.

const READ_ATTRIBUTES = new Set([
  'title',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'alt',
  'label',
]);
// Object properties that carry a person's words in main's notices, dialogs and notifications.
const READ_PROPERTIES = new Set([
  'title',
  'message',
  'detail',
  'body',
  'label',
  'toolTip',
  'tooltip',
  'buttonLabel',
  'checkboxLabel',
]);
// Calls whose string arguments a person reads (tray tooltip, native dialogs).
const READ_CALLS = new Set(['setToolTip', 'showErrorBox']);

// Proper names and key names: the same words in every locale.
const ALLOWED = new Set([
  'SVC Desk',
  'SD',
  'Alt',
  'Ctrl',
  'Shift',
  'Enter',
  'Esc',
  'Tab',
  'F5',
  'ISO 8601',
  'CSV',
  'PDF',
  'Excel',
  'JSON',
  'SHA-256',
  'API',
  'LTV',
  'ID',
  'OK',
  'ms',
  's',
]);

/** Whether a text has a word in it that would need translating. */
function hasWords(text) {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (trimmed === '' || ALLOWED.has(trimmed)) return false;
  // A letter-free text (symbols, digits, punctuation) reads the same everywhere; so do currency codes and tickers.
  if (!/\p{L}/u.test(trimmed)) return false;
  if (/^[A-Z0-9]{2,12}([/ -][A-Z0-9]{2,12})*$/.test(trimmed)) return false;
  const words = trimmed.split(/[^\p{L}\d-]+/u).filter(Boolean);
  return words.some((word) => /\p{L}/u.test(word) && !ALLOWED.has(word));
}

function literalText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/** Every literal a value can end as (through ?: and ||, ??, &&). */
function literals(node) {
  if (!node) return [];
  if (node.type === 'ConditionalExpression') return [...literals(node.consequent), ...literals(node.alternate)];
  if (node.type === 'LogicalExpression') return [...literals(node.left), ...literals(node.right)];
  if (node.type === 'BinaryExpression' && node.operator === '+')
    return [...literals(node.left), ...literals(node.right)];
  const text = literalText(node);
  return text === null ? [] : [{ node, text }];
}

const MESSAGE =
  "Words a person reads go through the catalogue (t('area.key') / message('area.key')), in all four locales: {{text}}";

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text a person reads is taken from the message catalogue, never written in the code.' },
    schema: [{ type: 'object', properties: { main: { type: 'boolean' } }, additionalProperties: false }],
    messages: { untranslated: MESSAGE },
  },
  create(context) {
    const inMain = context.options[0]?.main === true;
    const report = (found) => {
      for (const { node, text } of found)
        if (hasWords(text))
          context.report({ node, messageId: 'untranslated', data: { text: JSON.stringify(text.trim().slice(0, 60)) } });
    };
    const visitors = {
      JSXText(node) {
        report([{ node, text: node.value }]);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : node.name.name.name;
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') report([{ node: node.value, text: String(node.value.value) }]);
        else if (node.value.type === 'JSXExpressionContainer') report(literals(node.value.expression));
      },
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        report(literals(node.expression));
      },
    };
    if (!inMain) return visitors;
    return {
      Property(node) {
        const key =
          node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
        if (key !== null && READ_PROPERTIES.has(key)) report(literals(node.value));
        if (key === 'buttons' && node.value.type === 'ArrayExpression')
          report(node.value.elements.flatMap((element) => literals(element)));
      },
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.property : node.callee;
        if (callee.type === 'Identifier' && READ_CALLS.has(callee.name))
          report(node.arguments.flatMap((argument) => literals(argument)));
      },
    };
  },
};
