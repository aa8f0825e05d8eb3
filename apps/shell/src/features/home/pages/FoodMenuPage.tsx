import { Card, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MEALS } from '@portal/contracts';
import { useFoodMenu } from '../api.ts';
import '../home.css';

/** /home/food-menu: the canteen's menu for the week, today highlighted. */
export default function FoodMenuPage() {
  const { t } = useTranslation();
  const { data } = useFoodMenu();
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <Card className="home-page-card" title={<h1 className="home-page-card__title">{t('home.foodMenu')}</h1>} extra={data?.canteen}>
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <div className="food-week">
          {data.days.map((day) => (
            <section key={day.date} className={`food-day${day.date === today ? ' is-today' : ''}`} data-date={day.date}>
              <header className="food-day__head">
                <strong>{t(`home.canteen.weekdays.d${day.weekday}` as 'home.canteen.weekdays.d1')}</strong>
                <span>{dayjs(day.date).format('MM-DD')}</span>
                {day.date === today && <Tag color="green">{t('home.canteen.today')}</Tag>}
              </header>
              {MEALS.map((meal) => (
                <div key={meal} className="food-day__meal">
                  <span className="food-day__label">{t(`home.canteen.meals.${meal}`)}</span>
                  <span>{day.meals[meal].join('、') || t('home.canteen.empty')}</span>
                </div>
              ))}
            </section>
          ))}
        </div>
      )}
    </Card>
  );
}
