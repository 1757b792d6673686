import { z } from 'zod/mini';
import {
  artisanFilter, artisanList, careerFilters, careerList, cartResponse, category, city, civility, configurator, country, facets, formReceipt,
  gamme, gammeList, invoiceList, logged, menu, message, order, orderList, page, pageExport, pageList, priceList, product, productExport,
  productList, quotation, quotationList, redirectRule, searchResults, session, settings, site, sitemap, slide, suggestions, tag,
  urlEntity, urlResolution, customer, carrier, payment, career,
} from '../contract';
import { endpoint } from './endpoint';

/*
 * Every call of the v1 contract. Each is its own export, marked pure, so that
 * a page's bundle carries only the calls (and schemas) it uses.
 */

// ---- site, layout, reference data ----
export const getSite = /*#__PURE__*/ endpoint('site', 'GET', '/site', site, { noContext: true });
export const getSettings = /*#__PURE__*/ endpoint('settings', 'GET', '/setting', settings);
export const getMenus = /*#__PURE__*/ endpoint('menus', 'GET', '/menu', z.array(menu));
export const getCategories = /*#__PURE__*/ endpoint('categories', 'GET', '/category', z.array(category));
export const getSlides = /*#__PURE__*/ endpoint('slider', 'GET', '/slider', z.array(slide));
export const getRedirects = /*#__PURE__*/ endpoint('redirects', 'GET', '/redirect', z.array(redirectRule));
export const getSitemap = /*#__PURE__*/ endpoint('sitemap', 'GET', '/sitemap', sitemap);
export const getTags = /*#__PURE__*/ endpoint('tags', 'GET', '/tags', z.array(tag));
export const getCities = /*#__PURE__*/ endpoint('cities', 'GET', '/city', z.object({ items: z.array(city), total: z.int() }));
export const getCivilities = /*#__PURE__*/ endpoint('civilities', 'GET', '/civility', z.array(civility));
export const getCountries = /*#__PURE__*/ endpoint('countries', 'GET', '/country', z.array(country));

// ---- catalogue ----
export const getProducts = /*#__PURE__*/ endpoint('products', 'GET', '/product', productList);
export const exportProducts = /*#__PURE__*/ endpoint('products.export', 'GET', '/product/export', productExport);
export const getPrices = /*#__PURE__*/ endpoint('products.prices', 'GET', '/product/prices', priceList);
export const getProduct = /*#__PURE__*/ endpoint('product', 'GET', '/product/{id}', product, { auth: 'optional' });
export const getFacets = /*#__PURE__*/ endpoint('filters', 'GET', '/filters-products', facets);
export const resolveUrl = /*#__PURE__*/ endpoint('url', 'GET', '/url', urlResolution);
export const resolveEntity = /*#__PURE__*/ endpoint('url.entity', 'GET', '/url/entity', urlEntity);
export const suggest = /*#__PURE__*/ endpoint('search.suggest', 'GET', '/search', suggestions);
export const search = /*#__PURE__*/ endpoint('search', 'GET', '/search', searchResults);

// ---- content ----
export const getPages = /*#__PURE__*/ endpoint('pages', 'GET', '/page', pageList);
export const exportPages = /*#__PURE__*/ endpoint('pages.export', 'GET', '/page/export', pageExport);
export const getPage = /*#__PURE__*/ endpoint('page', 'GET', '/page/{*slug}', page);
export const getNews = /*#__PURE__*/ endpoint('news', 'GET', '/actualite', pageList);
export const getAdvice = /*#__PURE__*/ endpoint('advice', 'GET', '/conseil', pageList);
export const getServices = /*#__PURE__*/ endpoint('services', 'GET', '/service', pageList);
export const getGammes = /*#__PURE__*/ endpoint('gammes', 'GET', '/gamme', gammeList);
export const exportGammes = /*#__PURE__*/ endpoint('gammes.export', 'GET', '/gamme/export', gammeList);
export const getGamme = /*#__PURE__*/ endpoint('gamme', 'GET', '/gamme/{*slug}', gamme);
export const getCareers = /*#__PURE__*/ endpoint('careers', 'GET', '/carriere', careerList);
export const getCareerFilters = /*#__PURE__*/ endpoint('careers.filters', 'GET', '/carriere/filters', careerFilters);
export const exportCareers = /*#__PURE__*/ endpoint('careers.export', 'GET', '/carriere/export', careerList);
export const getCareer = /*#__PURE__*/ endpoint('career', 'GET', '/carriere/{*slug}', career);

// ---- customer ----
export const login = /*#__PURE__*/ endpoint('customer.login', 'POST', '/customer/login', session);
export const logout = /*#__PURE__*/ endpoint('customer.logout', 'GET', '/customer/logout', message, { auth: 'required' });
export const signup = /*#__PURE__*/ endpoint('customer.signup', 'POST', '/customer', session);
export const rewind = /*#__PURE__*/ endpoint('customer.rewind', 'POST', '/customer/rewind', message);
export const newPassword = /*#__PURE__*/ endpoint('customer.password', 'POST', '/customer/password', message);
export const changePassword = /*#__PURE__*/ endpoint('customer.change-password', 'POST', '/customer/change-password', message, { auth: 'required' });
export const getLogged = /*#__PURE__*/ endpoint('user.logged', 'GET', '/user/logged', logged, { auth: 'optional' });
export const updateCustomer = /*#__PURE__*/ endpoint('customer.update', 'PATCH', '/customer/{customerId}', customer, { auth: 'required' });
export const addAddress = /*#__PURE__*/ endpoint('address.add', 'POST', '/customer/{customerId}/address', customer, { auth: 'required' });
export const updateAddress = /*#__PURE__*/ endpoint('address.update', 'PATCH', '/customer/{customerId}/address/{addressId}', customer, { auth: 'required' });
export const deleteAddress = /*#__PURE__*/ endpoint('address.delete', 'DELETE', '/customer/{customerId}/address/{addressId}', customer, { auth: 'required' });
export const askToCreate = /*#__PURE__*/ endpoint('customer.ask-to-create', 'POST', '/customer/ask-to-create', message);

// ---- cart, checkout, documents ----
export const getCart = /*#__PURE__*/ endpoint('cart', 'GET', '/cart', cartResponse, { auth: 'optional' });
export const updateCart = /*#__PURE__*/ endpoint('cart.update', 'POST', '/cart/update', cartResponse, { auth: 'optional' });
export const removeFromCart = /*#__PURE__*/ endpoint('cart.remove', 'POST', '/cart/remove', cartResponse, { auth: 'optional' });
export const convertToQuotation = /*#__PURE__*/ endpoint('cart.convert-to-quotation', 'POST', '/cart/convert-to-quotation', quotation, { auth: 'required' });
export const getCarriers = /*#__PURE__*/ endpoint('carriers', 'GET', '/carrier', z.array(carrier));
export const getPayments = /*#__PURE__*/ endpoint('payments', 'GET', '/payment', z.array(payment));
export const createOrder = /*#__PURE__*/ endpoint('order.create', 'POST', '/order', order, { auth: 'required' });
export const getOrders = /*#__PURE__*/ endpoint('orders', 'GET', '/order', orderList, { auth: 'required' });
export const getOrder = /*#__PURE__*/ endpoint('order', 'GET', '/order/{id}', order, { auth: 'required' });
export const getQuotations = /*#__PURE__*/ endpoint('quotations', 'GET', '/quotations', quotationList, { auth: 'required' });
export const getQuotation = /*#__PURE__*/ endpoint('quotation', 'GET', '/quotations/{id}', quotation, { auth: 'required' });
export const getInvoices = /*#__PURE__*/ endpoint('invoices', 'GET', '/invoice', invoiceList, { auth: 'required' });

// ---- forms and tools ----
export const submitForm = /*#__PURE__*/ endpoint('form', 'POST', '/{form}', formReceipt);
export const getArtisans = /*#__PURE__*/ endpoint('artisans', 'GET', '/artisan', artisanList);
export const getArtisanClients = /*#__PURE__*/ endpoint('artisans.clients', 'GET', '/artisan/client', artisanFilter);
export const getArtisanTypes = /*#__PURE__*/ endpoint('artisans.types', 'GET', '/artisan/type', artisanFilter);
export const getArtisanSuperficies = /*#__PURE__*/ endpoint('artisans.superficies', 'GET', '/artisan/superficie', artisanFilter);
export const getConfigurator = /*#__PURE__*/ endpoint('configurator', 'GET', '/configurateur', configurator);
