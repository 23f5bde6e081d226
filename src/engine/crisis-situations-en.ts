import type { Situation } from './crisis-situations-zh.js';

const g = (n: number) => `[^.!?\\n]{0,${n}}`;
const rx = (...parts: string[]) => new RegExp(parts.join(''), 'u');
const CONFESSED = "(?:confess(?:ed)?|told (?:her|him|them) (?:how i feel|i like|i liked|that i)|asked (?:her|him|them) (?:out|to be)|asked if (?:she|he)|made a move|said i liked)";

// Described in English as people do, not the Chinese list translated.
export const EN_SITUATIONS: readonly Situation[] = [
  { code: 'C-1', re: rx("\\b(?:rejected me|got rejected|rejection|turned me down|shot me down|let me down (?:easy|gently)|said no\\b|it's a no|not interested|doesn't (?:like|want) me|isn't into me|not into me|doesn't feel the same|no spark|doesn't have feelings|don't want to date|only likes me as a friend|not looking for anything|turned down|doesn't see me that way|not (?:like|see) me that way|never will)") , weight: 3 },
  { code: 'C-1', re: rx(CONFESSED, g(40), "\\b(?:no|not|sorry|flattered|friends)\\b"), weight: 1 },

  { code: 'C-2', re: rx("\\b(?:left me on read|on read|ghost(?:ed|ing)?|stopped (?:replying|texting|responding|answering|talking)|not (?:answering|replying|responding)|no reply|no response|hasn't (?:replied|texted|answered|responded)|haven't heard (?:back|from)|disappeared|vanished|ignoring (?:me|my)|gone (?:totally |completely )?silent|won't answer|doesn't answer)"), weight: 2 },
  { code: 'C-2', re: rx("\\b(?:suddenly|out of nowhere|all of a sudden|overnight|then just|and now|since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|yesterday|last night))\\b", g(40), "\\b(?:cold|distant|quiet|stopped|ghost|nothing|silent|dry|short|one[- ]word|read)"), weight: 3 },
  { code: 'C-2', re: rx("\\b(?:went cold|gone cold|one[- ]word (?:answers|replies|texts)|dry texting|dry replies|cold all of a sudden|k\\.)"), weight: 2 },

  { code: 'C-3', re: rx("\\b(?:drift(?:ing|ed)? apart|grown apart|grew apart|fading|faded|fizzl|less and less|shorter and shorter|slower and slower|fewer and fewer|not as (?:much|often|close)|don't (?:really )?(?:talk|hang out|text) (?:as much|anymore)|barely talk|talk less|dies a little|not like before|drifting|distant lately|further apart|growing apart|pulling away|cooled off|cooling off|getting shorter|barely once)"), weight: 3 },
  { code: 'C-3', re: rx("\\bused to (?:talk|text|hang|see|be)\\b", g(50), "\\b(?:now|anymore|lately)\\b"), weight: 2 },
  { code: 'C-3', re: rx("\\b(?:lately|over the (?:last|past)|these days|for weeks|for a while|every week|month)\\b"), weight: 1 },

  { code: 'C-4', re: rx("\\b(?:friend[- ]?zon|bestie|like a (?:brother|sister)|little (?:brother|sister)|one of the (?:guys|girls)|just (?:best )?friends|buddy|bro\\b|go-to friend|vents to me|sees me as (?:a|her|his|just)|only (?:a|her|his) friend|wingman|wing woman|sidekick|platonic|as a friend|my best friend and that's it|her best friend|his best friend|as (?:her|his) brother|as (?:her|his) sister|shoulder to cry on|dating advice)"), weight: 3 },
  { code: 'C-4', re: rx("\\b(?:asks me (?:for )?advice about|tells me about (?:her|his) (?:crush|dates|dating)|talks to me about (?:guys|girls|her crush|his crush))"), weight: 3 },

  { code: 'C-5', re: rx("\\b(?:said something (?:\\w+ )?(?:stupid|dumb|wrong|insensitive|mean|rude|weird)|(?:dumb|bad|stupid|offensive) joke|drunk[- ]text|embarrass|messed up|screwed up|blew it|came on (?:way )?too strong|freaked (?:her|him|them) out|put my foot in my mouth|offended|wrong name|spilled|cringe|regret (?:saying|sending|texting)|shouldn't have (?:said|sent|texted)|made it weird|overshared|said too much|accidentally sent|awkward|i feel awful|mortified|humiliat|forgot (?:her|his) birthday|by my ex's name|insensitive|offensive)"), weight: 3 },

  { code: 'C-6', re: rx("\\b(?:another (?:guy|girl|person)|(?<!with |dating |seeing )someone else|this new (?:guy|girl)|new guy|new girl|other guy|other girl|keeps (?:bringing up|talking about|mentioning)|crush on someone|likes someone else|into someone|into (?:her|him)\\b|asking (?:her|him) out|hitting on|competition|rival|flirting with|a guy from|a girl from|this (?:guy|girl)|planning to confess to (?:her|him))"), weight: 3 },
  { code: 'C-6', re: rx("\\b(?:coworker|classmate|roommate|her ex|his ex)\\b"), weight: 1 },

  { code: 'C-7', re: rx("\\b(?:needs? (?:some )?time|think about it|let me think|no (?:actual )?answer|hasn't (?:given|answered)|limbo|figure (?:some )?(?:stuff|things) out|see how things go|waiting (?:for|on) (?:an|her|his|their) answer|no yes, no no|didn't say yes or no|left me hanging|on hold|maybe|get back to me|still deciding|time to think)"), weight: 2 },
  { code: 'C-7', re: rx(CONFESSED, g(60), "\\b(?:think|time|answer|nothing|hasn't|haven't|waiting|maybe|limbo|days|week|since)\\b"), weight: 3 },
  { code: 'C-7', re: rx("\\bsince i (?:confessed|told (?:her|him))\\b"), weight: 3 },

  { code: 'C-8', re: rx("\\b(?:not going anywhere|stuck|situationship|talking stage|gr[ae]y zone|never define|no label|undefined|nothing (?:ever )?moves|not moving forward|moves forward|stalled|same place|what are we|neither of us makes a move|almost a|going in circles|not progressing|nothing happens|what we are|not official|won't define|act like a couple)"), weight: 3 },
  { code: 'C-8', re: rx("\\b(?:talking|flirting|hanging out|seeing each other) for (?:\\d+|a few|several|months|ages|forever)"), weight: 2 },

  { code: 'C-9', re: rx("\\b(?:fight|fought|argu(?:e|ed|ing|ment)|misunderstand|misunderstanding|misread|misunderstood|mad at me|angry|upset with me|pissed|thinks i (?:was|did|told|meant)|thought i (?:was|told|did|meant)|got the wrong idea|blew up at|silent treatment|not speaking|escalated|snapped at|got mad|yelled|lied to|got into it)"), weight: 3 },

  { code: 'C-10', re: rx("\\b(?:always the one|i'm always|one-sided|all the effort|putting in all|never (?:texts|asks|suggests|plans|reaches out|initiates|calls|comes)|never once|if i (?:stop|don't)|i (?:plan|initiate|start) (?:every|all|everything)|always me|only one (?:trying|texting|reaching)|do all the work|unless i do|didn't message me either|didn't text me either)"), weight: 3 },
  { code: 'C-10', re: rx("\\b(?:first|effort|initiate|reach out|plan)\\b"), weight: 1 },

  { code: 'C-11', re: rx("\\b(?:dating someone|(?:has|got) a (?:boyfriend|girlfriend|bf|gf)|in a relationship|instagram official|made it official|seeing someone|with someone else|together (?:now|for)|been together|engaged|hard launch|soft launch|new (?:boyfriend|girlfriend|bf|gf)|is taken|got together with|back together|started dating|dating someone else|new boyfriend|new girlfriend)"), weight: 3 },
];

/** What says it was no crisis after all. */
export const EN_CALM = /\bno drama\b|\bturns out\b|\bfalse alarm\b|\bnothing to do with\b|\bwe made up\b|\bit was fine\b/u;
