import { homeStats } from './home-view';

describe('home view', () => {
  it('names the figures as the API does, in the order it has always sent them', () => {
    const body = homeStats({ teamsCount: 4, decksGenerated: 9, hoursSaved: 4.5 });
    expect(body).toEqual({ teams_count: 4, hours_saved: 4.5, presentations_generated: 9 });
    expect(Object.keys(body)).toEqual(['teams_count', 'hours_saved', 'presentations_generated']);
  });
});
