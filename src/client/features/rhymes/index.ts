// What other features may use of rhymes (issue 15 item 4: features meet only through their entries).
export { SyllableGutter } from './components/syllable-gutter';
export { WritingAids } from './writing-aids';
