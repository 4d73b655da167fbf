/**
 * Which podium place a reveal stage shows, for every door that presents the show (results
 * page, presenter view, widget): 3rd place from stage 1, 2nd from stage 2, 1st at stage 3.
 * A separate file so the widget can take it without the rest of the domain.
 */
export const stageShowing = (place: 1 | 2 | 3): 1 | 2 | 3 => (4 - place) as 1 | 2 | 3;
export const isPlaceShown = (place: 1 | 2 | 3, stage: number): boolean => stage >= stageShowing(place);
