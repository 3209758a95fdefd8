import { NextResponse } from 'next/server';
import { newChallenge } from '@/lib/captcha/pow';

export async function GET() {
  return NextResponse.json(await newChallenge(), { headers: { 'Cache-Control': 'no-store' } });
}
