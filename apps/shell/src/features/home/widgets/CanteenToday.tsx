import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MEALS, type FoodMenuDay } from '@portal/contracts';
import { useFoodMenu } from '../api.ts';

/** Today's menu, or Monday's at the weekend. */
export function dayToShow(days: FoodMenuDay[], now = new Date()): { day: FoodMenuDay | undefined; weekend: boolean } {
  const weekday = now.getDay();
  if (weekday === 0 || weekday === 6) return { day: days[0], weekend: true };
  return { day: days.find((d) => d.weekday === weekday), weekend: false };
}

/** The canteen's menu of the day, with a link to the week's (SPEC §2 food-menu). */
export function CanteenToday() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useFoodMenu();
  const { day, weekend } = dayToShow(data?.days ?? []);
  return (
    <section className="home-card home-canteen">
      <div className="home-card__head">
        <h2 className="home-card__title">{t('home.canteen.title')}</h2>
        <button type="button" className="home-card__more" onClick={() => navigate('/home/food-menu')}>
          {t('home.canteen.week')}
        </button>
      </div>
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <p className="home-canteen__where">{weekend ? t('home.canteen.weekend') : data.canteen}</p>
          <dl className="home-canteen__meals">
            {MEALS.map((meal) => (
              <div key={meal} className="home-canteen__meal">
                <dt>{t(`home.canteen.meals.${meal}`)}</dt>
                <dd>{day?.meals[meal].join('、') || t('home.canteen.empty')}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
