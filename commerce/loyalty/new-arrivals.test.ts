import { describe, expect, it } from 'vitest';
import { newArrivalsEmail } from './new-arrivals';

const products = [{ brand: 'Cinder Rose', name: 'Velvet Lip', url: 'https://atelier.co.th/en/products/velvet-lip' }];

describe('new-arrival updates in each language', () => {
  it.each([
    ['en', 'New arrivals, first for Beauty Pass Gold', 'As a Beauty Pass Gold member you hear first about what just arrived:'],
    ['id', 'Produk terbaru, lebih dulu untuk Beauty Pass Gold', 'Sebagai member Beauty Pass Gold, Anda yang pertama tahu produk yang baru tiba:'],
    ['th', 'สินค้าใหม่ ส่งถึงสมาชิก Beauty Pass Gold ก่อนใคร', 'ในฐานะสมาชิก Beauty Pass Gold คุณจะได้รู้จักสินค้าที่เพิ่งมาถึงก่อนใคร:'],
    ['zh', '新品上架，Beauty Pass Gold 會員搶先知', '作為 Beauty Pass Gold 會員，你會率先得知剛到的新品：'],
  ] as const)('%s', (lang, subject, intro) => {
    const email = newArrivalsEmail(lang, 'Mei', products);
    expect(email.subject).toBe(subject);
    expect(email.body.split('\n')).toEqual(expect.arrayContaining([intro, '- Cinder Rose Velvet Lip: https://atelier.co.th/en/products/velvet-lip']));
  });
});
