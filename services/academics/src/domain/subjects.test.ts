import { localizeSubject } from './subjects';

describe('localizeSubject', () => {
  it('gives a known subject named in either language both names', () => {
    expect(localizeSubject('math')).toEqual({ so: 'Xisaab', en: 'Math' });
    expect(localizeSubject(' Xisaab ')).toEqual({ so: 'Xisaab', en: 'Math' });
  });

  it('keeps any other subject as typed in both languages', () => {
    expect(localizeSubject('Robotics')).toEqual({ so: 'Robotics', en: 'Robotics' });
  });
});
