/**
 * English words said of anything: verbs of saying, wanting and being, fillers and
 * contractions. Like the function words in stopwords.ts they would join unrelated
 * facts ("He said … cold" and "He said … burnt out").
 */
export const EN_GENERIC = [
  'say', 'says', 'said', 'saying', 'tell', 'tells', 'told', 'think', 'thinks', 'thought', 'know', 'knows', 'knew',
  'want', 'wants', 'wanted', 'need', 'needs', 'needed', 'seem', 'seems', 'seemed', 'feel', 'feels', 'felt',
  'feeling', 'being', 'keep', 'keeps', 'kept', 'let', 'lets', 'put', 'puts', 'come', 'comes', 'came', 'try',
  'tries', 'tried', 'use', 'uses', 'used', 'see', 'sees', 'saw', 'look', 'looks', 'looked', 'find', 'finds',
  'found', 'mean', 'means', 'meant', 'thing', 'things', 'stuff', 'way', 'lot', 'lots', 'bit', 'kind', 'sort',
  'day', 'days', 'week', 'weeks', 'month', 'months', 'year', 'years', 'yrs', 'today', 'tonight', 'yesterday',
  'tomorrow', 'lately', 'recently', 'actually', 'basically', 'literally', 'probably', 'maybe', 'quite', 'pretty',
  'well', 'lol', 'haha', 'omg', 'tbh', 'btw', 'ok', 'okay', 'yeah', 'yes', 'apparently', 'definitely', 'totally',
  'anymore', 'any', 'ever', 'else', 'though', 'which', 'whose', 'why', 'something', 'anything', 'nothing',
  'everything', 'someone', 'anyone', 'everyone', 'people', 'person', 'mine', 'yours', 'hers', 'himself',
  'herself', 'themselves', 'us', 'our', 'able', 'around', 'back', 'away', 'along', 'really', 'sure', 'big',
  'small', 'little', 'new', 'old', 'good', 'bad', 'great', 'best', 'better', 'whole', 'half', 'let\'s', 'isn\'t',
  'aren\'t', 'wasn\'t', 'weren\'t', 'can\'t', 'won\'t', 'wouldn\'t', 'couldn\'t', 'shouldn\'t', 'hasn\'t',
  'haven\'t', 'hadn\'t', 'he\'d', 'she\'d', 'they\'re', 'we\'re', 'you\'re', 'i\'ve', 'she\'ll', 'he\'ll',
  'they\'ve', 'there\'s', 'that\'s', 'what\'s', 'cannot', 'must', 'may', 'might', 'shall', 'going', 'gonna',
  'wanna', 'gotta', 'getting', 'having', 'doing', 'makes', 'making', 'own', 'once', 'twice', 'already', 'yet',
  'soon', 'almost', 'enough', 'per', 'via', 'etc',
  // When, not what: days, months, parts of a day (seasons stay: "the cold winters" is a topic).
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays',
  'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays', 'weekend', 'weekends', 'weekday', 'weekdays',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november',
  'december', 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sept', 'oct', 'nov', 'dec', 'morning',
  'mornings', 'afternoon', 'afternoons', 'evening', 'evenings', 'night', 'nights', 'noon', 'midnight',
  'hour', 'hours', 'minute', 'minutes', 'fortnight', 'ago', 'am', 'pm', "o'clock", 'daily', 'weekly',
  'monthly', 'called', 'named',
  // A friend is in facts about anything ("went with mates", "her friend's cat").
  'friend', 'friends', 'mates',
];

const LATIN = /^[a-z][a-z']*$/;

// Short forms people type in notes, compared as the full word.
const ALIASES: Record<string, string> = {
  bday: 'birthday', "b'day": 'birthday', birthdays: 'birthday', xmas: 'christmas', veggie: 'vegetarian',
  uni: 'university', mum: 'mother', mom: 'mother', mam: 'mother', dad: 'father', telly: 'tv', footy: 'football',
  gf: 'girlfriend', bf: 'boyfriend', bff: 'friend', bestie: 'friend', mate: 'friend', mates: 'friend',
};

/**
 * A light stem so a plural meets its singular and a verb its -ing and -ed forms
 * ("dogs"/"dog", "climbing"/"climb"); applied to both sides of every comparison,
 * so it needs only be consistent, not a dictionary form.
 */
export function stemOf(typed: string): string {
  const word = ALIASES[typed] ?? typed;
  if (!LATIN.test(word) || word.length <= 3) return word;
  let w = word.replace(/'s$/, '');
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  // running → run, stopped → stop
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

/**
 * Two stemmed English words of one root beyond what the light stem joins ("therapy" and
 * "therapist", "physics" and "physicist", "climb" and "climber"): a common start of five
 * letters or more that leaves at most one letter of the shorter word. Counts as a
 * related word (half an exact one) in matching and recall.
 */
export function sameRoot(a: string, b: string): boolean {
  if (a === b || !LATIN.test(a) || !LATIN.test(b)) return false;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common += 1;
  return common >= 5 && common >= shorter - 1;
}
