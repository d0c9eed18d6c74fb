/** The colour families shared by badges, banners and bars. */
export type Tone = 'green' | 'blue' | 'red' | 'amber' | 'grey';
