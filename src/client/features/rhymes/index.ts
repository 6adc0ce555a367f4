// Entry of rhymes, what other features may use (issue 15 item 4).
export { SyllableGutter } from './components/syllable-gutter';
export { WritingAids } from './writing-aids';
