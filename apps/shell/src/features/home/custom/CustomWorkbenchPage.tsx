import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Card, Skeleton, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_WIDGETS, type HomeLayout, type HomeWidget } from '@portal/contracts';
import { useHomeLayout, useSaveHomeLayout } from '../api.ts';
import { moveWidget, withHidden } from './widget-order.ts';
import './custom.css';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

interface Row {
  widget: HomeWidget;
  shown: boolean;
}

function Editor({ initial }: { initial: HomeLayout }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const save = useSaveHomeLayout();
  const [rows, setRows] = useState<Row[]>(() => withHidden(initial.widgets));
  const [colleagueSearch, setColleagueSearch] = useState(initial.colleagueSearch);

  const submit = () =>
    save.mutate(
      { widgets: rows.filter((r) => r.shown).map((r) => r.widget), colleagueSearch },
      { onSuccess: () => void message.success(t('home.custom.saved')) },
    );
  const reset = () => {
    setRows(HOME_WIDGETS.map((widget) => ({ widget, shown: true })));
    setColleagueSearch(true);
  };

  return (
    <>
      <ol className="custom-widgets" data-testid="custom-widgets">
        {rows.map((row, index) => (
          <li key={row.widget} className={`custom-widget${row.shown ? '' : ' is-hidden'}`} data-widget={row.widget}>
            <span className="custom-widget__order">{index + 1}</span>
            <div className="custom-widget__text">
              <strong>{t(`home.custom.widgets.${row.widget}`)}</strong>
              <span>{t(`home.custom.widgetIntro.${row.widget}`)}</span>
            </div>
            <Space size={4}>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label={t('home.custom.up')} disabled={index === 0} onClick={() => setRows(moveWidget(rows, index, -1))} />
              <Button size="small" icon={<ArrowDownOutlined />} aria-label={t('home.custom.down')} disabled={index === rows.length - 1} onClick={() => setRows(moveWidget(rows, index, 1))} />
              <Switch
                aria-label={t(`home.custom.widgets.${row.widget}`)}
                checked={row.shown}
                checkedChildren={t('home.custom.shown')}
                onChange={(shown) => setRows(rows.map((r) => (r.widget === row.widget ? { ...r, shown } : r)))}
              />
            </Space>
          </li>
        ))}
      </ol>
      <div className="custom-widget custom-widget--setting">
        <div className="custom-widget__text">
          <strong>{t('home.custom.colleagueSearch')}</strong>
          <span>{t('home.custom.colleagueSearchIntro')}</span>
        </div>
        <Switch aria-label={t('home.custom.colleagueSearch')} checked={colleagueSearch} onChange={setColleagueSearch} />
      </div>
      <Space className="custom-actions">
        <Button type="primary" loading={save.isPending} onClick={submit}>
          {t('home.custom.save')}
        </Button>
        <Button onClick={reset}>{t('home.custom.reset')}</Button>
      </Space>
    </>
  );
}

/** /user-center/custom (自定义工作台): choose and order the home page's widgets, saved on the server per user. */
export default function CustomWorkbenchPage() {
  const { t } = useTranslation();
  const { data } = useHomeLayout();
  return (
    <Card className="custom-page" title={<h1 className="custom-page__title">{t('home.custom.title')}</h1>}>
      <p className="custom-page__intro">{t('home.custom.intro')}</p>
      {data ? <Editor initial={data} /> : <Skeleton active />}
    </Card>
  );
}
