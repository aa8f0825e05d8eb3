// docs/integrate.md — Vue 3 + vue-router
import { connect } from '@portal/subapp-kit';
import { syncVueRouter } from '@portal/subapp-kit/vue';
import { createApp, reactive } from 'vue';
import { createRouter, createWebHistory } from 'vue-router';
import App from './App.vue';
import OrderList from './OrderList.vue';
import OrderPage from './OrderPage.vue';

const portal = await connect(); // rejects within 5 s outside the portal
const props = reactive({ ...portal.props });
portal.onPropsChange((next) => Object.assign(props, next)); // language, theme, tenant: live

const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL), // the portal opens entry + /orders/7
  routes: [
    { path: '/', redirect: '/orders' },
    { path: '/orders', component: OrderList },
    { path: '/orders/:id', component: OrderPage },
  ],
});
syncVueRouter(portal, router); // the portal's address follows: {routerBase}orders/7

createApp(App).provide('portal', portal).provide('props', props).use(router).mount('#app');
